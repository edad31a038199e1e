import CoreMetrics

/// What `rmfeed serve` needs for `GET /metrics`: where the request counters go (`factory`), and
/// the exposition text the route answers with, in Prometheus' text format. The composition root
/// makes both over one registry; the web target knows swift-metrics' API only, not the backend.
public struct WebMetrics: Sendable {
    public var factory: any MetricsFactory
    public var exposition: @Sendable () async -> [UInt8]

    public init(factory: any MetricsFactory, exposition: @escaping @Sendable () async -> [UInt8]) {
        self.factory = factory
        self.exposition = exposition
    }
}
