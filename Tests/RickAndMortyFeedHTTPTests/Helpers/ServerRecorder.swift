import NIOConcurrencyHelpers

/// What a raw test server saw, so tests can assert from the server's side of the wire
/// (connections opened, requests received, connections closed by the client).
final class ServerRecorder: Sendable {
    struct Snapshot: Sendable {
        var connectionsAccepted = 0
        var connectionsClosed = 0
        var requests: [RawRequestHead] = []
    }

    private let state = NIOLockedValueBox(Snapshot())

    var snapshot: Snapshot { state.withLockedValue { $0 } }

    func recordAccepted() { state.withLockedValue { $0.connectionsAccepted += 1 } }
    func recordClosed() { state.withLockedValue { $0.connectionsClosed += 1 } }
    func record(_ request: RawRequestHead) { state.withLockedValue { $0.requests.append(request) } }

    /// Polls until `condition` holds or `timeout` passes; returns whether it held.
    func wait(
        upTo timeout: Duration = .seconds(3),
        until condition: @Sendable (Snapshot) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition(snapshot) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition(snapshot)
    }
}
