import NIOConcurrencyHelpers
@testable import RickAndMortyFeedSQLite
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct CoalescingWriterTests {
    @Test func submit_alone_writesTheItemByItself() async throws {
        let (sut, writes) = makeSUT()

        try await sut.submit(1, write: writes.write)

        #expect(writes.batches == [[1]])
    }

    @Test func submit_duringAWrite_waitsAndIsWrittenWithTheOthersInTheNextWrite() async throws {
        let (sut, writes) = makeSUT()

        let results = try await submitDuringAHeldWrite(2...5, to: sut, writes)

        #expect(results.values.allSatisfy { (try? $0.get()) != nil })
        #expect(writes.batches.count == 2)
        #expect(writes.batches.first == [1])
        #expect(writes.batches.last.map(Set.init) == Set(2...5))
    }

    @Test func submit_takesAtMostMaxBatchItemsIntoOneWrite() async throws {
        let (sut, writes) = makeSUT(maxBatch: 2)

        _ = try await submitDuringAHeldWrite(2...6, to: sut, writes)

        #expect(writes.batches.map(\.count) == [1, 2, 2, 1])
        #expect(Set(writes.batches.joined()) == Set(1...6))
    }

    @Test func submit_whenABatchFails_retriesItsItemsAloneSoOnlyTheBadOneFails() async throws {
        let (sut, writes) = makeSUT()
        writes.failWrites(containing: 3)

        let results = try await submitDuringAHeldWrite(2...4, to: sut, writes)

        #expect(throws: WriteSpy.Failure.self) { try results[3]?.get() }
        #expect(throws: Never.self) { try results[2]?.get() }
        #expect(throws: Never.self) { try results[4]?.get() }
        #expect(writes.written == Set([1, 2, 4]))
    }

    @Test func submit_leaderCancelled_stillWritesTheBatchForEveryone() async throws {
        let (sut, writes) = makeSUT()
        writes.holdNextWrite()
        let leader = Task { try await sut.submit(1, write: writes.write) }
        try await writes.waitUntilHeld()
        let follower = Task { try await sut.submit(2, write: writes.write) }
        try #require(await eventually { sut.waitingCount == 1 })

        leader.cancel()
        writes.release()

        try await leader.value
        try await follower.value
        #expect(writes.written == Set([1, 2]))
    }

    // MARK: - Helpers

    /// Submits 1 and holds its write; submits `others` meanwhile and, once they all wait,
    /// releases the write. Returns what became of each of `others`.
    private func submitDuringAHeldWrite(
        _ others: ClosedRange<Int>, to sut: CoalescingWriter<Int>, _ writes: WriteSpy
    ) async throws -> [Int: Result<Void, any Error>] {
        writes.holdNextWrite()
        let first = Task { try await sut.submit(1, write: writes.write) }
        try await writes.waitUntilHeld()
        let submitted = others.map { n in (n, Task { try await sut.submit(n, write: writes.write) }) }
        try #require(await eventually { sut.waitingCount == others.count })
        writes.release()
        try await first.value
        var results: [Int: Result<Void, any Error>] = [:]
        for (n, task) in submitted { results[n] = await task.result }
        return results
    }

    private func makeSUT(maxBatch: Int = 64, sourceLocation: SourceLocation = #_sourceLocation) -> (CoalescingWriter<Int>, WriteSpy) {
        let sut = CoalescingWriter<Int>(maxBatch: maxBatch)
        let writes = WriteSpy()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(writes, sourceLocation: sourceLocation)
        return (sut, writes)
    }
}

/// Records each batch written; can hold the next write until released, and fail any batch
/// that contains a given item. A cancelled write fails like SQLite's would.
private final class WriteSpy: Sendable {
    struct Failure: Error {}

    private struct State {
        var batches: [[Int]] = []
        var hold = false
        var held: CheckedContinuation<Void, Never>?
        var failing: Int?
    }

    private let state = NIOLockedValueBox(State())

    var batches: [[Int]] { state.withLockedValue { $0.batches } }

    /// The items of every batch that succeeded.
    var written: Set<Int> {
        state.withLockedValue { state in
            Set(state.batches.filter { batch in state.failing.map { !batch.contains($0) } ?? true }.joined())
        }
    }

    func holdNextWrite() { state.withLockedValue { $0.hold = true } }
    func failWrites(containing item: Int) { state.withLockedValue { $0.failing = item } }

    func waitUntilHeld() async throws {
        try #require(await eventually { self.state.withLockedValue { $0.held != nil } })
    }

    func release() {
        state.withLockedValue { state in
            defer { state.held = nil }
            return state.held
        }?.resume()
    }

    var write: @Sendable ([Int]) async throws -> Void {
        { [self] batch in
            let holds = state.withLockedValue { state in
                state.batches.append(batch)
                defer { state.hold = false }
                return state.hold
            }
            if holds {
                await withCheckedContinuation { continuation in state.withLockedValue { $0.held = continuation } }
            }
            try Task.checkCancellation()
            if let failing = state.withLockedValue({ $0.failing }), batch.contains(failing) { throw Failure() }
        }
    }
}
