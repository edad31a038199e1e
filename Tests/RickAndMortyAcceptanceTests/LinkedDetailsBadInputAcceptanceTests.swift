import Foundation
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// Bad input on the detail views, with `FeedApp` composed as `rmfeed` composes it on
/// a real SQLite file, and an API whose data the test writes (`ScriptedAPI`).
@Suite struct LinkedDetailsBadInputAcceptanceTests {
    @Test func characterDetail_linksToIDsThatDoNotExist_areLeftOutAndTheIDsKept() async throws {
        let api = ScriptedAPI(items: [
            "character": [1: ScriptedAPI.character(1, episodes: [1, 404, 2], origin: 505, location: 1)],
            "episode": [1: ScriptedAPI.episode(1, characters: [1]), 2: ScriptedAPI.episode(2, characters: [1])],
            "location": [1: ScriptedAPI.location(1, residents: [1])],
        ])
        try await withApp(api) { app, _ in
            let detail = try #require(try await app.characterDetail(id: 1))

            #expect(detail.character.episodeIDs == [1, 404, 2])
            #expect(detail.episodes.map(\.id) == [1, 2])
            #expect(detail.character.originID == 505)
            #expect(detail.origin == nil)
            #expect(detail.location?.id == 1)
        }
    }

    @Test func episodeDetail_castLinkingToCharactersThatDoNotExist_showsTheOthersAndAsksAgainNextTime() async throws {
        let api = ScriptedAPI(items: [
            "character": [1: ScriptedAPI.character(1), 3: ScriptedAPI.character(3)],
            "episode": [1: ScriptedAPI.episode(1, characters: [3, 2, 1])],
        ])
        try await withApp(api) { app, makeApp in
            #expect(try await app.episodeDetail(id: 1)?.cast.map(\.id) == [3, 1])
            api.offline = true

            let offline = try #require(try await makeApp().episodeDetail(id: 1))

            #expect(offline.cast.map(\.id) == [3, 1], "the cached cast, without the id that does not exist")
            #expect(offline.episode.characterIDs == [3, 2, 1])
        }
    }

    @Test func episodeDetail_withNoCharacters_hasAnEmptyCastAndAsksNothingMore() async throws {
        let api = ScriptedAPI(items: ["episode": [1: ScriptedAPI.episode(1, characters: [])]])
        try await withApp(api) { app, _ in
            let detail = try #require(try await app.episodeDetail(id: 1))

            #expect(detail.cast.isEmpty)
            #expect(detail.source == .remote)
            #expect(api.requests == ["/api/episode/1,"])
        }
    }

    /// A hostile upstream's list of links cannot make a view ask without bound: the first
    /// `LinkedDetails.maxLinksResolved` are resolved, 200 a request, and the page counts the rest
    /// among the links it could not show.
    @Test func locationDetail_withThousandsOfResidents_resolvesTheFirstThousandInFewRequestsAndOffline() async throws {
        let residents = Array(1...3_000)
        let api = ScriptedAPI(items: [
            "character": Dictionary(uniqueKeysWithValues: residents.map { ($0, ScriptedAPI.character($0, location: 1)) }),
            "location": [1: ScriptedAPI.location(1, residents: residents.reversed())],
        ])
        try await withApp(api) { app, makeApp in
            let detail = try #require(try await app.locationDetail(id: 1))
            #expect(detail.residents.map(\.id) == Array(residents.reversed().prefix(1_000)))
            #expect(api.requests.count == 1 + 1_000 / 200, "one for the location, the residents 200 at a time")
            api.offline = true

            let offline = try #require(try await makeApp().locationDetail(id: 1))

            #expect(offline.residents == detail.residents)
        }
    }

    @Test func episodeDetail_manyIDsAnswerWithDuplicatesAndItemsNotAskedFor_showsEachOfTheCastOnce() async throws {
        let api = ScriptedAPI(items: [
            "character": [1: ScriptedAPI.character(1), 2: ScriptedAPI.character(2), 9: ScriptedAPI.character(9)],
            "episode": [1: ScriptedAPI.episode(1, characters: [2, 1])],
        ])
        api.noisy = true
        try await withApp(api) { app, _ in
            let detail = try #require(try await app.episodeDetail(id: 1))

            #expect(detail.cast.map(\.id) == [2, 1])
        }
    }

    @Test func episodeDetail_castAnswerMalformed_showsTheEpisodeWithTheCastTheCacheHas() async throws {
        let api = ScriptedAPI(items: [
            "character": [1: ScriptedAPI.character(1), 2: ScriptedAPI.character(2)],
            "episode": [1: ScriptedAPI.episode(1, characters: [1]), 2: ScriptedAPI.episode(2, characters: [1, 2])],
        ])
        try await withApp(api) { app, _ in
            _ = try await app.episodeDetail(id: 1)
            api.broken = ["character"]

            let detail = try #require(try await app.episodeDetail(id: 2))

            #expect(detail.episode.characterIDs == [1, 2])
            #expect(detail.cast.map(\.id) == [1], "the cached part; nothing cached is lost")
            #expect(detail.source == .remote)
        }
    }

    @Test func episodeDetail_itsOwnAnswerMalformedAndNotCached_showsInvalidData() async throws {
        let api = ScriptedAPI(items: ["episode": [1: ScriptedAPI.episode(1, characters: [])]])
        api.broken = ["episode"]
        try await withApp(api) { app, _ in
            await #expect(throws: RemoteLoadError.invalidData) { try await app.episodeDetail(id: 1) }
        }
    }

    /// `body` gets the app and a maker of fresh apps on the same file, as new `rmfeed` processes.
    private func withApp(
        _ api: ScriptedAPI, _ body: (FeedApp, () throws -> FeedApp) async throws -> Void
    ) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let configuration = AppConfiguration(apiURL: try #require(URL(string: ScriptedAPI.base)), cacheDirectory: folder.url)
        let makeApp = {
            try FeedApp(
                configuration: configuration, client: api,
                store: SQLiteFeedStore(fileURL: configuration.cacheFileURL),
                logger: Logger(label: "acceptance") { _ in SwiftLogNoOpLogHandler() }
            )
        }
        try await body(try makeApp(), makeApp)
    }
}
