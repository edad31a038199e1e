import NIOConcurrencyHelpers

/// A value delivered once from a callback to one waiter, with a time limit on the wait.
final class OneShot<Value: Sendable>: Sendable {
    private struct State {
        var result: Result<Value, any Error>?
        var waiter: CheckedContinuation<Value, any Error>?
    }

    private let state = NIOLockedValueBox(State())

    func succeed(_ value: Value) { complete(.success(value)) }
    func fail(_ error: any Error) { complete(.failure(error)) }

    func value(timeout: Duration) async throws -> Value {
        let timer = Task {
            try await Task.sleep(for: timeout)
            fail(StubAPIServerError.timedOut)
        }
        defer { timer.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            let ready: Result<Value, any Error>? = state.withLockedValue { state in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }

    /// The first result wins; later ones are ignored.
    private func complete(_ result: Result<Value, any Error>) {
        let waiter: CheckedContinuation<Value, any Error>? = state.withLockedValue { state in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: result)
    }
}
