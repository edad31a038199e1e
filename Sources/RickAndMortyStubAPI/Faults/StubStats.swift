import NIOConcurrencyHelpers

/// Counts the API requests the stub received, per route kind, so a test can assert that
/// a scenario made no remote call (or exactly N). Faulted requests count too.
public final class StubStats: Sendable {
    private let counts = NIOLockedValueBox<[StubRoute: Int]>([:])
    private let abandoned = NIOLockedValueBox(0)
    private let bodyBytes = NIOLockedValueBox(0)

    public init() {}

    public func count(_ route: StubRoute) -> Int {
        counts.withLockedValue { $0[route] ?? 0 }
    }

    /// Every API request, whatever its route kind.
    public var total: Int {
        counts.withLockedValue { $0.values.reduce(0, +) }
    }

    /// All counters, by route kind (zero for routes not yet requested).
    public var snapshot: [StubRoute: Int] {
        counts.withLockedValue { counts in
            Dictionary(uniqueKeysWithValues: StubRoute.allCases.map { ($0, counts[$0] ?? 0) })
        }
    }

    /// Requests held by a `hang` fault whose client hung up before the hang ended: proof that a
    /// client really cancelled its request instead of leaving the connection open.
    public var abandonedHangs: Int {
        abandoned.withLockedValue { $0 }
    }

    /// The body bytes of the normal (not faulted) answers sent: what a 304 saves shows here.
    public var bodyBytesServed: Int {
        bodyBytes.withLockedValue { $0 }
    }

    public func reset() {
        bodyBytes.withLockedValue { $0 = 0 }
        counts.withLockedValue { $0.removeAll() }
        abandoned.withLockedValue { $0 = 0 }
    }

    func record(_ route: StubRoute) {
        counts.withLockedValue { $0[route, default: 0] += 1 }
    }

    func recordBodyBytes(_ count: Int) {
        bodyBytes.withLockedValue { $0 += count }
    }

    func recordAbandonedHang() {
        abandoned.withLockedValue { $0 += 1 }
    }
}
