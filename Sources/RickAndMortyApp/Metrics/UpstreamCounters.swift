import CoreMetrics

/// `rmfeed_upstream_requests_total{code}`: calls to the upstream API by what came back
/// (`2xx` … `5xx`, `error` when no answer came: refused, timed out, too large; `cancelled`);
/// and `rmfeed_upstream_failures_total`: the calls that got no usable answer (`error` or `5xx`).
/// A call is one `HTTPClient.get`, its retries included.
struct UpstreamCounters: Sendable {
    enum Outcome: String, CaseIterable, Sendable {
        case informational = "1xx", success = "2xx", redirection = "3xx", clientError = "4xx", serverError = "5xx"
        case error, cancelled

        init(status: Int) {
            switch status {
            case ..<200: self = .informational
            case 200..<300: self = .success
            case 300..<400: self = .redirection
            case 400..<500: self = .clientError
            default: self = .serverError
            }
        }

        var isFailure: Bool { self == .error || self == .serverError }
    }

    private let requests: [Outcome: Counter]
    private let failures: Counter

    init(factory: any MetricsFactory) {
        var requests: [Outcome: Counter] = [:]
        for outcome in Outcome.allCases {
            requests[outcome] = Counter(label: "rmfeed_upstream_requests_total", dimensions: [("code", outcome.rawValue)], factory: factory)
        }
        self.requests = requests
        self.failures = Counter(label: "rmfeed_upstream_failures_total", factory: factory)
    }

    func count(_ outcome: Outcome) {
        requests[outcome]?.increment()
        if outcome.isFailure { failures.increment() }
    }
}
