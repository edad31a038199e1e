import NIOConcurrencyHelpers

/// Group commit: items submitted while a write runs wait, and the next write takes them all
/// at once (up to `maxBatch`), so a burst of saves — a sync's eight image downloads landing
/// together — pays for one transaction instead of one each. Every caller still learns its own
/// outcome: a batch that fails is retried item by item, so one bad item fails only itself.
final class CoalescingWriter<Item: Sendable>: Sendable {
    private enum Turn: Sendable {
        case lead
        case written(Result<Void, any Error>)
    }

    private struct Waiter {
        let item: Item
        let continuation: CheckedContinuation<Turn, Never>
    }

    private struct State {
        var writing = false
        var queue: [Waiter] = []
    }

    typealias Write = @Sendable ([Item]) async throws -> Void

    private let state = NIOLockedValueBox(State())
    private let maxBatch: Int

    init(maxBatch: Int = 64) {
        self.maxBatch = max(1, maxBatch)
    }

    /// How many submitted items wait for the write in progress to end.
    var waitingCount: Int { state.withLockedValue { $0.queue.count } }

    /// Returns once `item` is written; throws what writing it threw. Whichever caller leads a
    /// batch writes it with its own `write`, so every caller must pass the same one.
    func submit(_ item: Item, write: @escaping Write) async throws {
        let turn = await withCheckedContinuation { continuation in
            let leads = state.withLockedValue { state in
                guard state.writing else {
                    state.writing = true
                    return true
                }
                state.queue.append(Waiter(item: item, continuation: continuation))
                return false
            }
            if leads { continuation.resume(returning: .lead) }
        }
        switch turn {
        case .written(let result):
            try result.get()
        case .lead:
            try await lead(with: item, write: write)
        }
    }

    /// Writes `item` with whatever waits behind it, answers the waiters, then hands the lead to
    /// the next waiter, if any, so no caller writes more than one batch of others' items.
    private func lead(with item: Item, write: @escaping Write) async throws {
        let followers = state.withLockedValue { state in
            let taken = Array(state.queue.prefix(maxBatch - 1))
            state.queue.removeFirst(taken.count)
            return taken
        }
        let results = await Self.writeBatch([item] + followers.map(\.item), with: write)
        for (follower, result) in zip(followers, results.dropFirst()) {
            follower.continuation.resume(returning: .written(result))
        }
        let next = state.withLockedValue { state -> Waiter? in
            guard !state.queue.isEmpty else {
                state.writing = false
                return nil
            }
            return state.queue.removeFirst()
        }
        next?.continuation.resume(returning: .lead)
        try results[0].get()
    }

    /// One result per item. The write runs in a task of its own: the leader's cancellation
    /// must not fail the followers' saves.
    private static func writeBatch(_ items: [Item], with write: @escaping Write) async -> [Result<Void, any Error>] {
        let batch = await Task { try await write(items) }.result
        guard case .failure = batch, items.count > 1 else { return Array(repeating: batch, count: items.count) }
        var results: [Result<Void, any Error>] = []
        for item in items {
            results.append(await Task { try await write([item]) }.result)
        }
        return results
    }
}
