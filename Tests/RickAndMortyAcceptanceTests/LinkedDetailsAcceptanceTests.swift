import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// A character, an episode or a location by id with its links resolved: from the API (then
/// cached), from the cache offline, and the API's unknown ids and disagreeing links.
@Suite struct LinkedDetailsAcceptanceTests {
    @Test(arguments: CacheKind.allCases)
    func episodeDetail_loadedOnce_isShownOfflineFromTheCacheWithItsCast(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let online = try #require(try await app.episodeDetail(id: 1))
            #expect(online.source == .remote)
            #expect(online.cast.map(\.id) == online.episode.characterIDs, "every linked character exists, in the episode's order")
            let savedAt = harness.currentDate
            await harness.goOffline()
            harness.advanceClock(by: 7 * .day - 1)

            let offline = try #require(try await harness.makeApp().episodeDetail(id: 1))

            #expect(offline == EpisodeDetail(episode: online.episode, cast: online.cast, source: .cache(savedAt: savedAt, remoteError: nil)))
        }
    }

    @Test(arguments: CacheKind.allCases)
    func locationDetail_loadedOnce_isShownOfflineFromTheCacheWithItsResidents(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let online = try #require(try await app.locationDetail(id: 3))
            #expect(online.source == .remote)
            #expect(!online.residents.isEmpty)
            #expect(online.residents.map(\.id) == online.location.residentIDs)
            await harness.goOffline()

            let offline = try #require(try await harness.makeApp().locationDetail(id: 3))

            #expect(offline.residents == online.residents)
            #expect(offline.source == .cache(savedAt: harness.currentDate, remoteError: nil))
        }
    }

    @Test(arguments: CacheKind.allCases)
    func characterDetail_loadedOnce_isShownOfflineWithItsEpisodesOriginAndLocation(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let online = try #require(try await app.characterDetail(id: 1))
            #expect(online.source == .remote)
            #expect(online.episodes.map(\.id) == online.character.episodeIDs)
            #expect(online.origin?.id == online.character.originID)
            #expect(online.location?.id == online.character.locationID)
            await harness.goOffline()

            let offline = try #require(try await harness.makeApp().characterDetail(id: 1))

            #expect(offline == CharacterDetail(
                character: online.character, episodes: online.episodes, origin: online.origin, location: online.location,
                source: .cache(savedAt: harness.currentDate, remoteError: nil)
            ))
        }
    }

    @Test(arguments: CacheKind.allCases)
    func detail_cachedAndValid_isShownWithoutAskingTheAPI(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.episodes().load(EpisodesQuery())
            _ = try await app.feed().load(CharactersQuery())
            _ = try await app.episodeDetail(id: 2)
            harness.server.stats.reset()

            let detail = try #require(try await harness.makeApp().episodeDetail(id: 2))

            #expect(harness.server.stats.total == 0)
            #expect(detail.cast.map(\.id) == detail.episode.characterIDs)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func detail_preferringRemote_asksTheAPIAndFallsBackToTheCacheWhenOffline(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let cached = try #require(try await app.locationDetail(id: 3))
            harness.server.stats.reset()

            #expect(try await app.locationDetail(id: 3, preferring: .remote)?.source == .remote)
            #expect(harness.server.stats.count(.locationByID) == 1)
            await harness.goOffline()
            let offline = try #require(try await harness.makeApp().locationDetail(id: 3, preferring: .remote))
            #expect(offline.source == .cache(savedAt: harness.currentDate, remoteError: .connectivity))
            #expect(offline.residents == cached.residents)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func detail_ofAnIDTheAPIDoesNotKnow_isNotFound(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { _, app in
            let character = try await app.characterDetail(id: 99_999)
            let episode = try await app.episodeDetail(id: 99_999)
            let location = try await app.locationDetail(id: 99_999)

            #expect(character == nil)
            #expect(episode == nil)
            #expect(location == nil)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func detail_neitherCachedNorReachable_showsConnectivityError(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            await harness.goOffline()

            await #expect(throws: RemoteLoadError.connectivity) { try await app.episodeDetail(id: 1) }
            await #expect(throws: RemoteLoadError.connectivity) { try await app.characterDetail(id: 1) }
        }
    }

    @Test(arguments: CacheKind.allCases)
    func detail_cacheExpired_showsConnectivityErrorOffline(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.locationDetail(id: 1)
            await harness.goOffline()
            harness.advanceClock(by: 7 * .day)

            await #expect(throws: RemoteLoadError.connectivity) { try await harness.makeApp().locationDetail(id: 1) }
        }
    }

    @Test(arguments: CacheKind.allCases)
    func detail_linksWhoseTwoSidesDisagree_areShownAsEachSideSays(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { _, app in
            // The stand-in's episode 7 lists a character whose own episodes lack it, as the real data does.
            let episode = try #require(try await app.episodeDetail(id: 7))
            let lacking = try #require(episode.cast.first { !$0.episodeIDs.contains(7) })

            let character = try #require(try await app.characterDetail(id: lacking.id))

            #expect(episode.cast.map(\.id) == episode.episode.characterIDs, "nothing dropped from the cast")
            #expect(!character.episodes.map(\.id).contains(7))
            #expect(character.episodes.map(\.id) == character.character.episodeIDs, "nothing added to the character")
        }
    }
}
