import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// Offline first (SPEC §8, "The cache is the source of truth"): once the API could not be
/// reached, views answer from the cache without asking it again for a while; when it is back,
/// the next view after that while is remote; a page past the end leaves the cache as it was.
@Suite struct OfflineFirstAcceptanceTests {
    /// No request reaches the API that came back meanwhile: no view waited on the network.
    @Test(arguments: CacheKind.allCases)
    func offlineAfterASync_everyViewAnswersFromTheCacheWithoutAskingTheAPI(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, _ in
            _ = try await harness.makeApp().syncAll(images: false) { _ in }
            await harness.goOffline()
            let app = try harness.makeApp()
            #expect(try await app.feed().load(CharactersQuery()).source.isCache, "the view that finds the API gone")
            let api = try await harness.comeBackOnline()

            let offline: [FeedSource] = [
                try await app.feed().load(CharactersQuery(page: 2)).source,
                try await app.feed().load(CharactersQuery(filters: CharacterFilters(name: "rick"))).source,
                try await app.episodes().load(EpisodesQuery(page: 3)).source,
                try await app.locations().load(LocationsQuery(page: 7)).source,
                try await app.characterDetail(id: 2, preferring: .remote).map { $0.source } ?? .remote,
            ]

            #expect(offline.allSatisfy { $0.isCache }, "\(offline)")
            #expect(try await app.episodeDetail(id: 1)?.cast.isEmpty == false)
            #expect(api.stats.total == 0)
            await app.shutdown()
            await api.stop()
        }
    }

    @Test(arguments: CacheKind.allCases)
    func theAPIComesBack_theNextViewIsRemoteAndReplacesTheCache(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, _ in
            let app = try harness.makeApp(reachabilityWindow: .zero)
            _ = try await app.feed().load(CharactersQuery())
            await harness.goOffline()
            #expect(try await app.feed().load(CharactersQuery()).source.isCache)
            let api = try await harness.comeBackOnline()
            api.faults.inject(.hostileStrings, scope: .characters, count: 1)

            let loaded = try await app.feed().load(CharactersQuery())

            #expect(loaded.source == .remote)
            #expect(api.stats.count(.characterPage) == 1)
            #expect(try await app.feed(preferring: .cache).load(CharactersQuery()).page == loaded.page)
            await app.shutdown()
            await api.stop()
        }
    }

    @Test(arguments: CacheKind.allCases)
    func aPagePastTheEnd_isAnHonestEmptyAnswerAndChangesNothing(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.syncAll(images: false) { _ in }
            let before = try await app.cacheStatistics()

            let pastTheEnd = try await app.feed().load(CharactersQuery(page: 100))

            #expect(pastTheEnd.page.characters.isEmpty && pastTheEnd.source == .remote)
            #expect(try await app.cacheStatistics() == before)
            let byName = try await app.characterListing(CharacterListingQuery(order: .name))
            #expect(byName?.page.characters.count == 20, "the cache still holds the whole feed")
        }
    }
}

private extension FeedSource {
    var isCache: Bool {
        if case .cache = self { return true }
        return false
    }
}
