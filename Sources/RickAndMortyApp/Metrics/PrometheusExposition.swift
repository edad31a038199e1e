import CoreMetrics
import Prometheus

/// One Prometheus registry for a process: `factory` makes the counters and gauges of
/// `AppMetrics` and of the web's request counting in it, and `text()` is the exposition
/// `GET /metrics` answers with.
public final class PrometheusExposition: Sendable {
    private let registry = PrometheusCollectorRegistry()

    public init() {}

    public var factory: any MetricsFactory { PrometheusMetricsFactory(registry: registry) }

    /// Every metric of the registry in Prometheus' text format (version 0.0.4).
    public func text() -> [UInt8] {
        registry.emitToBuffer()
    }
}
