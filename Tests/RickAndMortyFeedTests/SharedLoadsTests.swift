import NIOConcurrencyHelpers
import RickAndMortyFeed
import Testing

/// Overlapping loads of one key share one; the load goes on while anyone waits for it, and
/// stops when nobody does.
@Suite struct SharedLoadsTests {
    @Test func value_overlappingCallersOfOneKey_shareOneLoad() async throws {
        let sut = SharedLoads<Int, String>()
        let load = HeldLoad()

        let first = Task { try await sut.value(for: 1, load: load.run) }
        await load.waitForStarts(1)
        let second = Task { try await sut.value(for: 1, load: load.run) }
        await Task.yield()
        load.finish(with: "page 1")

        #expect(try await first.value == "page 1")
        #expect(try await second.value == "page 1")
        #expect(load.starts == 1)
    }

    @Test func value_oneWaiterGoingAway_doesNotStopTheLoadForTheOthers() async throws {
        let sut = SharedLoads<Int, String>()
        let load = HeldLoad()
        let leaving = Task { try await sut.value(for: 1, load: load.run) }
        await load.waitForStarts(1)
        let staying = Task { try await sut.value(for: 1, load: load.run) }
        await sut.waitForWaiters(2, of: 1)

        leaving.cancel()
        while await sut.waiters(of: 1) > 1 { await Task.yield() }
        load.finish(with: "page 1")

        #expect(try await staying.value == "page 1")
        #expect(load.cancellations == 0)
    }

    @Test func value_everyWaiterGoingAway_cancelsTheLoad() async throws {
        let sut = SharedLoads<Int, String>()
        let load = HeldLoad()
        let first = Task { try await sut.value(for: 1, load: load.run) }
        await load.waitForStarts(1)
        let second = Task { try await sut.value(for: 1, load: load.run) }
        await sut.waitForWaiters(2, of: 1)

        first.cancel()
        second.cancel()

        await #expect(throws: CancellationError.self) { try await first.value }
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(load.cancellations == 1)
    }

    @Test func value_afterACancelledLoad_startsAFreshOne() async throws {
        let sut = SharedLoads<Int, String>()
        let load = HeldLoad()
        let gone = Task { try await sut.value(for: 1, load: load.run) }
        await load.waitForStarts(1)
        gone.cancel()
        _ = try? await gone.value

        let next = Task { try await sut.value(for: 1, load: load.run) }
        await load.waitForStarts(2)
        load.finish(with: "page 1")

        #expect(try await next.value == "page 1")
    }
}

extension SharedLoads {
    /// For tests: waits until `count` callers wait for `key`'s load.
    func waitForWaiters(_ count: Int, of key: Key) async {
        while waiters(of: key) < count { await Task.yield() }
    }
}

/// A load that runs until the test finishes it, or until it is cancelled (or, so that a broken
/// cancellation fails a test instead of hanging it, for at most a minute).
private final class HeldLoad: Sendable {
    private let state = NIOLockedValueBox((starts: 0, cancellations: 0, value: String?.none))

    var starts: Int { state.withLockedValue { $0.starts } }
    var cancellations: Int { state.withLockedValue { $0.cancellations } }

    func waitForStarts(_ count: Int) async {
        while starts < count { await Task.yield() }
    }

    func finish(with value: String) { state.withLockedValue { $0.value = value } }

    @Sendable func run() async throws -> String {
        state.withLockedValue { $0.starts += 1 }
        for _ in 0..<60_000 {
            if let value = state.withLockedValue({ $0.value }) { return value }
            do {
                try await Task.sleep(for: .milliseconds(1))
            } catch {
                state.withLockedValue { $0.cancellations += 1 }
                throw error
            }
        }
        return "never finished"
    }
}
