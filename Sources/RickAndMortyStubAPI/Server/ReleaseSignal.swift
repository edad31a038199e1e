import NIOConcurrencyHelpers

/// Lets every in-flight wait (slow and hanging requests) end at once when the server stops,
/// so stopping is prompt even while a test has a request hanging.
final class ReleaseSignal: Sendable {
    private struct State {
        var released = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextID = 0
    }

    private let state = NIOLockedValueBox(State())

    var isReleased: Bool { state.withLockedValue { $0.released } }

    func release() {
        let waiters = state.withLockedValue { state in
            state.released = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    /// Waits for `duration`, or less if the signal is released or the task cancelled.
    func pause(for duration: Duration) async {
        guard duration > .zero else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await Task.sleep(for: duration) }
            group.addTask { await self.waitForRelease() }
            await group.next()
            group.cancelAll()
        }
    }

    private func waitForRelease() async {
        let id = state.withLockedValue { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLockedValue { state in
                    if state.released || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLockedValue { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
