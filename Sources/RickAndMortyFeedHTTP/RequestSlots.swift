import NIOConcurrencyHelpers
import NIOCore

/// At most `limit` requests of one client on the wire at once; the others wait here, first come
/// first served, until a slot frees or the call's deadline passes.
///
/// AsyncHTTPClient queues a request that finds every pooled connection busy, but bounds that wait
/// by the *connect* timeout: behind an API answering in 2 s, page views queued behind 8 others
/// failed after 5 s as "Couldn't connect to server" although the API was up. Waiting for a turn
/// is not a connect failure, so requests wait for their turn here, bounded by their own deadline,
/// and AsyncHTTPClient always finds a connection free or can open one.
final class RequestSlots: Sendable {
    private struct State {
        var free: Int
        var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
        /// Waiters between taking a number and queueing, with the failure that came meanwhile.
        var arriving: [UInt64: (any Error)?] = [:]
        var nextID: UInt64 = 0
    }

    private let state: NIOLockedValueBox<State>
    private let eventLoop: any EventLoop

    init(limit: Int, eventLoop: any EventLoop) {
        state = NIOLockedValueBox(State(free: max(1, limit)))
        self.eventLoop = eventLoop
    }

    /// Takes a slot, waiting until `deadline` at most (then `HTTPTransportError.deadlineExceeded`);
    /// a cancelled caller stops waiting with `CancellationError`. Every slot taken is given back
    /// with `release()`.
    func acquire(until deadline: NIODeadline) async throws {
        let number: UInt64? = state.withLockedValue { state in
            if state.free > 0 {
                state.free -= 1
                return nil
            }
            defer { state.nextID += 1 }
            state.arriving[state.nextID] = .some(nil)
            return state.nextID
        }
        guard let number else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enqueue(number, continuation, until: deadline)
            }
        } onCancel: {
            fail(number, with: CancellationError())
        }
    }

    func release() {
        let next = state.withLockedValue { state -> CheckedContinuation<Void, any Error>? in
            guard !state.waiters.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiters.removeFirst().continuation
        }
        next?.resume()
    }

    private func enqueue(_ number: UInt64, _ continuation: CheckedContinuation<Void, any Error>, until deadline: NIODeadline) {
        enum Outcome { case queued, granted, failed(any Error) }
        let outcome = state.withLockedValue { state -> Outcome in
            let failure = state.arriving.removeValue(forKey: number) ?? nil
            if let failure { return .failed(failure) }
            if state.free > 0 {
                state.free -= 1
                return .granted
            }
            state.waiters.append((number, continuation))
            return .queued
        }
        switch outcome {
        case .granted:
            continuation.resume()
        case .failed(let error):
            continuation.resume(throwing: error)
        case .queued:
            eventLoop.scheduleTask(deadline: deadline) { [weak self] in
                self?.fail(number, with: HTTPTransportError.deadlineExceeded)
            }
        }
    }

    /// Ends a wait that is still under way; a waiter already served is left alone.
    private func fail(_ number: UInt64, with error: any Error) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<Void, any Error>? in
            if state.arriving[number] != nil {
                state.arriving[number] = .some(error)
                return nil
            }
            guard let index = state.waiters.firstIndex(where: { $0.id == number }) else { return nil }
            return state.waiters.remove(at: index).continuation
        }
        waiter?.resume(throwing: error)
    }
}
