/// What the app believes about one server's reachability, and what each request may do about it:
/// the rule behind `ReachabilityGate`, a value with no clock or lock of its own so that its
/// every course is tested directly.
///
/// Once a request found nobody there, the server counts as unreachable for `window`: requests
/// are refused at once, so every view answers from the cache without waiting on the network.
/// After the window one request at a time is let through as a check while the others are still
/// refused; the first answer from the server, whoever gets it, makes it reachable again.
struct Reachability<Instant: Comparable & Sendable>: Sendable {
    enum Decision: Equatable, Sendable {
        /// Ask the server.
        case send
        /// Ask the server, as the one check that it is back.
        case check
        /// Do not ask: it was unreachable and is not being checked by this request.
        case refuse
    }

    enum Outcome: Equatable, Sendable {
        /// The server answered (whatever the status).
        case answered
        /// Nobody was there.
        case unreachable
        /// Anything else: a timeout, a reset, a cancel. It proves nothing either way.
        case inconclusive
    }

    private enum Phase: Equatable, Sendable {
        case reachable
        case unreachable(until: Instant, checking: Bool)
    }

    private var phase = Phase.reachable

    var isReachable: Bool { phase == .reachable }

    mutating func decide(at now: Instant) -> Decision {
        switch phase {
        case .reachable:
            return .send
        case let .unreachable(until, checking):
            guard now >= until, !checking else { return .refuse }
            phase = .unreachable(until: until, checking: true)
            return .check
        }
    }

    /// `until` is when the next check may start should this outcome say "unreachable".
    mutating func record(_ outcome: Outcome, of decision: Decision, until: Instant) {
        switch (outcome, phase) {
        case (.answered, _):
            phase = .reachable
        case (.unreachable, _):
            phase = .unreachable(until: until, checking: false)
        case (.inconclusive, let .unreachable(current, _)) where decision == .check:
            phase = .unreachable(until: current, checking: false)
        case (.inconclusive, _):
            break
        }
    }
}
