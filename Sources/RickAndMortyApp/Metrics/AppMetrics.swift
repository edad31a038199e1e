import CoreMetrics

/// What the app counts for operators, through swift-metrics' API into `factory`: requests to
/// the upstream API, pages and images served from the cache or not, and the state of syncs.
/// `disabled` counts into nothing (every command but `serve`); `PrometheusExposition` gives the
/// factory whose counts `GET /metrics` shows. Names and labels: docs/OPERATIONS.md, "Metrics".
public struct AppMetrics: Sendable {
    public let factory: any MetricsFactory
    let upstream: UpstreamCounters
    let cacheUse: CacheUseCounters
    let sync: SyncStateGauges

    public init(factory: any MetricsFactory) {
        self.factory = factory
        self.upstream = UpstreamCounters(factory: factory)
        self.cacheUse = CacheUseCounters(factory: factory)
        self.sync = SyncStateGauges(factory: factory)
    }

    public static var disabled: AppMetrics { AppMetrics(factory: NOOPMetricsHandler.instance) }
}
