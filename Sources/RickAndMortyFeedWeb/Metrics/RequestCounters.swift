import CoreMetrics
import NIOConcurrencyHelpers

/// `rmfeed_http_requests_total{route,status}`: one counter per route pattern and status, made
/// once and kept, so counting a request is a dictionary look-up and an atomic add. The route is
/// the router's pattern (`/characters/{id}`), never the path a client sent: every path a client
/// invents would otherwise be a new series, without bound.
final class RequestCounters: Sendable {
    static let name = "rmfeed_http_requests_total"
    /// The route label of a request no route matched (an unknown path, an unknown method).
    static let unmatchedRoute = "unmatched"

    private struct Key: Hashable {
        let endpointPath: String?
        let status: Int
    }

    private let factory: any MetricsFactory
    private let counters = NIOLockedValueBox<[Key: Counter]>([:])

    init(factory: any MetricsFactory) {
        self.factory = factory
    }

    /// - Parameter endpointPath: the router's pattern of the matched route, `nil` (or the
    ///   router's "NotFound") when none matched.
    func count(endpointPath: String?, status: Int) {
        let key = Key(endpointPath: endpointPath, status: status)
        let counter = counters.withLockedValue { counters in
            if let counter = counters[key] { return counter }
            let counter = Counter(label: Self.name, dimensions: Self.dimensions(key), factory: factory)
            counters[key] = counter
            return counter
        }
        counter.increment()
    }

    private static func dimensions(_ key: Key) -> [(String, String)] {
        let route = key.endpointPath.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? unmatchedRoute
        return [("route", route), ("status", String(key.status))]
    }
}
