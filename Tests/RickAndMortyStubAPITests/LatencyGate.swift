import NIOConcurrencyHelpers

/// Stands in for the latency's sleep: records every wait and holds it until the test opens the
/// gate, and keeps a log of what happened in which order.
final class LatencyGate: Sendable {
    private struct State {
        var waits: [Duration] = []
        var held: [CheckedContinuation<Void, Never>] = []
        var isOpen = false
        var log: [String] = []
    }

    private let state = NIOLockedValueBox(State())

    /// The durations asked for so far, one per request.
    var waits: [Duration] { state.withLockedValue { $0.waits } }
    /// How many requests are held at the gate right now.
    var holding: Int { state.withLockedValue { $0.held.count } }
    var log: [String] { state.withLockedValue { $0.log } }

    func note(_ event: String) {
        state.withLockedValue { $0.log.append(event) }
    }

    /// Lets every held request go (and every later one through at once).
    func open() {
        let held = state.withLockedValue { state in
            state.isOpen = true
            state.log.append("opened")
            defer { state.held.removeAll() }
            return state.held
        }
        held.forEach { $0.resume() }
    }

    func wait(_ duration: Duration) async {
        await withCheckedContinuation { continuation in
            let goNow = state.withLockedValue { state in
                state.waits.append(duration)
                if state.isOpen { return true }
                state.held.append(continuation)
                return false
            }
            if goNow { continuation.resume() }
        }
    }
}
