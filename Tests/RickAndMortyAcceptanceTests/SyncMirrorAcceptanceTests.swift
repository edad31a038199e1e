import Foundation
import GRDB
import Logging
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `rmfeed sync` mirrors the whole API (docs/ARCHITECTURE.md, "A command followed through"):
/// the app as `rmfeed` composes it, the stand-in API on loopback, a real SQLite file.
@Suite struct SyncMirrorAcceptanceTests {
    @Test func sync_mirrorsTheThreeResourcesInTenRequestsAndEveryPageIsAnsweredOfflineAsTheAPIGaveIt() async throws {
        try await AcceptanceHarness.with { harness, app in
            let report = try await app.syncAll(images: false) { _ in }
            let stats = harness.server.stats.snapshot
            let expected = try await Self.apiPages(harness)
            await harness.goOffline()

            #expect((report.pages, report.characters, report.episodes, report.locations) == (52, 826, 51, 126))
            #expect(stats[.characterPage] == 1 && stats[.characterByID] == 5, "\(stats)")
            #expect(stats[.episodePage] == 1 && stats[.episodeByID] == 1, "\(stats)")
            #expect(stats[.locationPage] == 1 && stats[.locationByID] == 1, "\(stats)")
            for (index, page) in expected.characters.enumerated() {
                let loaded = try await app.feed().load(CharactersQuery(page: index + 1))
                #expect(loaded.page == page, "characters' page \(index + 1)")
                #expect(loaded.source == .cache(savedAt: harness.currentDate, remoteError: .connectivity), "characters' page \(index + 1)")
            }
            let offline = FeedSource.cache(savedAt: harness.currentDate, remoteError: .connectivity)
            for (index, page) in expected.episodes.enumerated() {
                let loaded = try await app.episodes().load(EpisodesQuery(page: index + 1))
                #expect(loaded.page == page && loaded.source == offline, "episodes' page \(index + 1)")
            }
            for (index, page) in expected.locations.enumerated() {
                let loaded = try await app.locations().load(LocationsQuery(page: index + 1))
                #expect(loaded.page == page && loaded.source == offline, "locations' page \(index + 1)")
            }
            let seasonOne = try await app.episodes().load(EpisodesQuery(page: 1, filters: EpisodeFilters(episode: "S01")))
            #expect(seasonOne.page.items.count == 11 && seasonOne.source == offline, "offline search over the mirrored episodes")
            let episode = try #require(try await app.episodeDetail(id: 1), "the episode and its cast, offline")
            #expect(Set(episode.cast.map(\.id)) == Set(episode.episode.characterIDs.filter { (1...826).contains($0) }))
            #expect(!episode.cast.isEmpty)
        }
    }

    /// A sync rewrites the search index in many pieces (one per write transaction); it leaves it
    /// merged into one, which searches read faster, finding the same.
    @Test func sync_leavesTheSearchIndexInOnePiece() async throws {
        try await AcceptanceHarness.with { harness, app in
            _ = try await app.syncAll(images: false) { _ in }
            let found = try await app.search(SearchTerms("sanch"))

            var configuration = Configuration()
            configuration.readonly = true
            let file = harness.configuration.cacheDirectory.appendingPathComponent(AppConfiguration.cacheFileName)
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            let pieces = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM searchIndex_idx") }
            try queue.close()

            #expect(pieces == 1)
            #expect(!found.results.isEmpty, "\(found)")
        }
    }

    /// Every page of the three resources as the stand-in answers them, page by page.
    private static func apiPages(_ harness: AcceptanceHarness) async throws
        -> (characters: [CharactersPage], episodes: [EpisodesPage], locations: [LocationsPage]) {
        let client = AsyncHTTPFeedClient(logger: Logger(label: "acceptance") { _ in SwiftLogNoOpLogHandler() })
        do {
            let base = harness.configuration.apiURL
            let characters = try RemoteResourceLoader(resource: .characters, baseURL: base, client: client)
            let episodes = try RemoteResourceLoader(resource: .episodes, baseURL: base, client: client)
            let locations = try RemoteResourceLoader(resource: .locations, baseURL: base, client: client)
            var pages: ([CharactersPage], [EpisodesPage], [LocationsPage]) = ([], [], [])
            for number in 1...42 { pages.0.append(try await characters.load(CharactersQuery(page: number))) }
            for number in 1...3 { pages.1.append(try await episodes.load(EpisodesQuery(page: number))) }
            for number in 1...7 { pages.2.append(try await locations.load(LocationsQuery(page: number))) }
            try await client.shutdown()
            return pages
        } catch {
            try? await client.shutdown()
            throw error
        }
    }
}
