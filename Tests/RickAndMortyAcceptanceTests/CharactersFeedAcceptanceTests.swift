import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/ARCHITECTURE.md, "Use cases and scenarios", characters feed: one test per row.
@Suite struct CharactersFeedAcceptanceTests {
    @Test(arguments: CacheKind.allCases)
    func withConnectivity_showsLatestRemoteCharactersAndReplacesTheCache(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            harness.server.faults.inject(.hostileStrings, scope: .characters, count: 1)
            _ = try await app.feed().load(CharactersQuery()) // an older cache, with other names

            let loaded = try await app.feed().load(CharactersQuery())

            #expect(loaded.source == .remote)
            #expect(loaded.saveFailed == false)
            #expect(loaded.page.characters.first?.name == "Rick Sanchez")
            #expect(harness.server.stats.count(.characterPage) == 2)
            let cached = try await app.feed(preferring: .cache).load(CharactersQuery())
            #expect(cached.page == loaded.page, "the cache now holds the latest characters")
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withConnectivityValidCacheAndPreferCache_showsCachedCharactersWithoutRemoteCall(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let saved = try await app.feed().load(CharactersQuery())
            let savedAt = harness.currentDate
            harness.advanceClock(by: 3 * .day)
            harness.server.stats.reset()

            let loaded = try await harness.makeApp().feed(preferring: .cache).load(CharactersQuery())

            #expect(loaded == LoadedCharactersPage(page: saved.page, source: .cache(savedAt: savedAt, remoteError: nil)))
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withoutConnectivityAndCacheLessThanSevenDaysOld_showsCachedCharacters(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let saved = try await app.feed().load(CharactersQuery())
            let savedAt = harness.currentDate
            await harness.goOffline()
            harness.advanceClock(by: 7 * .day - 1)

            let loaded = try await harness.makeApp().feed().load(CharactersQuery())

            #expect(loaded == LoadedCharactersPage(page: saved.page, source: .cache(savedAt: savedAt, remoteError: .connectivity)))
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withoutConnectivityAndCacheSevenDaysOldOrMore_showsConnectivityError(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            await harness.goOffline()
            harness.advanceClock(by: 7 * .day)

            await #expect(throws: RemoteLoadError.connectivity) {
                try await harness.makeApp().feed().load(CharactersQuery())
            }
            #expect(CharactersPresenter(localization: .english).errorViewModel(for: RemoteLoadError.connectivity).message
                == "Couldn't connect to server")
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withoutConnectivityAndEmptyCache_showsConnectivityError(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            await harness.goOffline()

            await #expect(throws: RemoteLoadError.connectivity) {
                try await app.feed().load(CharactersQuery())
            }
        }
    }

    @Test(arguments: CacheKind.allCases)
    func remoteInvalidDataAndNoValidCache_showsInvalidDataError(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            harness.server.faults.inject(.invalidJSON, scope: .characters)

            await #expect(throws: RemoteLoadError.invalidData) {
                try await app.feed().load(CharactersQuery())
            }
            #expect(CharactersPresenter(localization: .english).errorViewModel(for: RemoteLoadError.invalidData).message
                == "Invalid data received from server")
        }
    }

    @Test(arguments: CacheKind.allCases)
    func remoteInvalidDataWithValidCache_showsCachedCharactersMarkedWithTheFailure(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let saved = try await app.feed().load(CharactersQuery())
            harness.server.faults.inject(.http502, scope: .characters)

            let loaded = try await app.feed().load(CharactersQuery())

            #expect(loaded.page == saved.page)
            #expect(loaded.source == .cache(savedAt: harness.currentDate, remoteError: .invalidData))
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withoutConnectivity_showsLaterCachedPagesAndSearchesTheCache(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let first = try await app.feed().load(CharactersQuery(page: 1))
            let second = try await app.feed().load(CharactersQuery(page: 2))
            await harness.goOffline()
            let offline = try harness.makeApp()

            #expect(try await offline.feed().load(CharactersQuery(page: 2)).page == second.page)
            let search = try await offline.feed().load(CharactersQuery(filters: CharacterFilters(name: "rick sanchez")))
            #expect(search.page.characters.map(\.id) == first.page.characters.filter { $0.name == "Rick Sanchez" }.map(\.id))
            await #expect(throws: RemoteLoadError.connectivity) {
                try await offline.feed().load(CharactersQuery(page: 3))
            }
        }
    }
}
