import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import NIOConcurrencyHelpers
import Testing
import TestSupport

/// The web's page sharing: one upstream load for concurrent views, recent remote pages reused
/// within `maxAge`, never a cached stand-in, and a pass-through at `maxAge` 0.
@Suite struct RecentRemoteCharactersFeedTests {
    @Test func load_concurrentLoadsOfOneQuery_shareOneUpstreamLoad() async throws {
        let upstream = GatedFeed(result: .success(LoadedCharactersPage(page: makePage(), source: .remote)))
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60)

        try await withThrowingTaskGroup(of: LoadedCharactersPage.self) { group in
            for _ in 0..<5 { group.addTask { try await sut.load(CharactersQuery()) } }
            await upstream.waitForCalls(1)
            try await Task.sleep(for: .milliseconds(50)) // let the other four reach the shared load
            upstream.release()
            for try await loaded in group { #expect(loaded.page == makePage()) }
        }
        #expect(upstream.calls == 1)
    }

    @Test func load_differentQueries_loadSeparately() async throws {
        let upstream = GatedFeed(result: .success(LoadedCharactersPage(page: makePage(), source: .remote)), released: true)
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60)

        _ = try await sut.load(CharactersQuery(page: 1))
        _ = try await sut.load(CharactersQuery(page: 2))

        #expect(upstream.calls == 2)
    }

    @Test func load_withinMaxAge_deliversRecentRemotePageWithoutLoading() async throws {
        let clock = MovableClock(Date(timeIntervalSince1970: 0))
        let upstream = GatedFeed(result: .success(LoadedCharactersPage(page: makePage(), source: .remote)), released: true)
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60, currentDate: { clock.now })

        _ = try await sut.load(CharactersQuery())
        clock.advance(by: 59.9)
        let again = try await sut.load(CharactersQuery())

        #expect(again.source == .remote)
        #expect(upstream.calls == 1)
    }

    @Test func load_atMaxAge_loadsAgain() async throws {
        let clock = MovableClock(Date(timeIntervalSince1970: 0))
        let upstream = GatedFeed(result: .success(LoadedCharactersPage(page: makePage(), source: .remote)), released: true)
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60, currentDate: { clock.now })

        _ = try await sut.load(CharactersQuery())
        clock.advance(by: 60)
        _ = try await sut.load(CharactersQuery())

        #expect(upstream.calls == 2)
    }

    @Test func load_cachedStandIn_isNotKeptSoTheNextViewAsksAgain() async throws {
        let cached = LoadedCharactersPage(page: makePage(), source: .cache(savedAt: Date(), remoteError: .connectivity))
        let upstream = GatedFeed(result: .success(cached), released: true)
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60)

        _ = try await sut.load(CharactersQuery())
        _ = try await sut.load(CharactersQuery())

        #expect(upstream.calls == 2)
    }

    @Test func load_failure_isDeliveredToEveryWaiterAndNotKept() async throws {
        let upstream = GatedFeed(result: .failure(RemoteLoadError.connectivity), released: true)
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60)

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.load(CharactersQuery()) }
        await #expect(throws: RemoteLoadError.connectivity) { try await sut.load(CharactersQuery()) }
        #expect(upstream.calls == 2)
    }

    @Test func load_withMaxAgeZero_alwaysLoads() async throws {
        let upstream = GatedFeed(result: .success(LoadedCharactersPage(page: makePage(), source: .remote)), released: true)
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 0)

        for _ in 0..<3 { _ = try await sut.load(CharactersQuery()) }

        #expect(upstream.calls == 3)
    }

    @Test func load_keepsAtMostCapacityPages() async throws {
        let upstream = GatedFeed(result: .success(LoadedCharactersPage(page: makePage(), source: .remote)), released: true)
        let clock = MovableClock(Date(timeIntervalSince1970: 0))
        let sut = RecentRemoteCharactersFeed(decoratee: upstream, maxAge: 60, capacity: 2, currentDate: { clock.now })

        for page in 1...3 {
            _ = try await sut.load(CharactersQuery(page: page))
            clock.advance(by: 1)
        }
        _ = try await sut.load(CharactersQuery(page: 3))
        _ = try await sut.load(CharactersQuery(page: 1))

        #expect(upstream.calls == 4, "page 3 was kept; page 1 was the oldest and made room")
    }
}

/// A feed that holds every load until released, counting them.
private final class GatedFeed: CharactersFeed {
    private struct State {
        var calls = 0
        var released: Bool
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let result: Result<LoadedCharactersPage, any Error>
    private let state: NIOLockedValueBox<State>

    init(result: Result<LoadedCharactersPage, any Error>, released: Bool = false) {
        self.result = result
        state = NIOLockedValueBox(State(released: released))
    }

    var calls: Int { state.withLockedValue { $0.calls } }

    func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage {
        await withCheckedContinuation { continuation in
            let proceed = state.withLockedValue { state in
                state.calls += 1
                if state.released { return true }
                state.waiters.append(continuation)
                return false
            }
            if proceed { continuation.resume() }
        }
        return try result.get()
    }

    func release() {
        let waiters = state.withLockedValue { state in
            state.released = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func waitForCalls(_ count: Int) async {
        while calls < count { try? await Task.sleep(for: .milliseconds(5)) }
    }
}
