import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// `Fixtures/cache-written-by-main-0d39a60.sqlite` was written by `rmfeed` built from main at
/// 0d39a60 (schema v5), against the stand-in API on 127.0.0.1:18931: `rmfeed characters` for
/// pages 1 and 2, then `rmfeed image 1` and `rmfeed image 300` (300 is on neither page, so it is
/// a looked-up character). Opening it must migrate it and keep all of that.
///
/// `Fixtures/cache-written-by-main-d1881da.sqlite` was written by `rmfeed` built from main at
/// d1881da (schema v8), against the stand-in on 127.0.0.1:18937: `rmfeed characters` for pages 1
/// and 2, `rmfeed episodes` and `rmfeed locations`. Opening it must bring it to v9 (the pages'
/// entity tags) and keep every page as it was, with no tag.
///
/// `Fixtures/cache-written-by-main-bb5bbc9.sqlite` was written by `rmfeed` built from main at
/// bb5bbc9 (schema v10), against the stand-in on 127.0.0.1:18941: `rmfeed characters` for pages
/// 1, 2 and 100 (past the end, which that version saved as an empty page), `rmfeed episodes` for
/// pages 1 and 50 (likewise), `rmfeed locations`, `rmfeed image 1`, `rmfeed character 300` and
/// `rmfeed episode 40`. Opening it must drop the two pages past the end and keep the rest.
@Suite(.trackingMemoryLeaks)
struct CacheMigrationTests {
    @Test func open_keepsEverythingACacheWrittenByTheLastReleaseHeld() async throws {
        try await withFixtureCopy { sut, _ in
            let pages = try await sut.characters.retrieve()
            #expect(pages.map(\.number) == [1, 2])
            #expect(pages.map(\.characters.count) == [20, 20])
            #expect(pages.first?.savedAt == Date(timeIntervalSinceReferenceDate: 817_170_210.446_838_9))
            let rick = try #require(pages.first?.characters.first)
            #expect(rick.name == "Rick Sanchez" && rick.episodeCount == 51 && rick.origin == "Earth (C-137)")
            #expect(rick.episodeIDs == [] && rick.originID == nil, "links arrive when the page is loaded again")
            #expect(try await sut.characters.retrieveItems(ids: [300]).map(\.item.name) == ["Abradolf"], "looked up, on no page")
            #expect(try await sut.characters.retrieveItems().count == 41)
            let avatar = try #require(URL(string: "http://127.0.0.1:18931/api/character/avatar/1.jpeg"))
            #expect(try await sut.retrieve(dataForURL: avatar)?.count == 3_372)
        }
    }

    @Test func open_letsTheMigratedCacheKeepEpisodesLocationsAndLinks() async throws {
        try await withFixtureCopy { sut, _ in
            let linked = LocalFeedCharacter(
                id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", type: "", gender: "Male",
                origin: "Earth (C-137)", location: "Citadel of Ricks", image: nil, episodeCount: 2,
                episodeIDs: [1, 2], originID: 1, locationID: 3
            )
            let page = LocalCharactersPage(number: 1, characters: [linked], nextPage: 2, totalPages: 42, savedAt: FeedCacheTestData.savedAt)
            try await sut.characters.insert(page)
            try await sut.episodes.insert(ResourceTestData.episodesPage(number: 1))

            #expect(try await sut.characters.retrievePage(number: 1) == page)
            #expect(try await sut.characters.retrievePage(number: 2)?.characters.count == 20)
            #expect(try await sut.episodes.retrieve() == [ResourceTestData.episodesPage(number: 1)])
        }
    }

    @Test func open_keepsOldRowsWithoutCreatedAndStoresCreatedAndItemCountsForTheMirror() async throws {
        try await withFixtureCopy { sut, _ in
            #expect(try await sut.characters.retrievePage(number: 2)?.totalCount == nil, "pages cached before v7 have no count")
            #expect(try await sut.characters.retrievePage(number: 2)?.characters.first?.created == nil)
            let created = "2017-11-04T18:48:46.250Z"
            let rick = LocalFeedCharacter(
                id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", type: "", gender: "Male",
                origin: "Earth (C-137)", location: "Citadel of Ricks", image: nil, episodeCount: 1, created: created
            )
            let page = LocalCharactersPage(number: 1, items: [rick], nextPage: 2, totalPages: 42, savedAt: FeedCacheTestData.savedAt, totalCount: 826)
            let episode = LocalEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1], created: created)
            let location = LocalLocation(id: 1, name: "Earth", type: "Planet", dimension: "C-137", residentIDs: [1], created: created)
            try await sut.characters.insert(page)
            try await sut.characters.insert([rick], savedAt: FeedCacheTestData.savedAt)
            try await sut.episodes.insert(LocalResourcePage(number: 1, items: [episode], nextPage: nil, totalPages: 1, savedAt: FeedCacheTestData.savedAt, totalCount: 51))
            try await sut.locations.insert([location], savedAt: FeedCacheTestData.savedAt)

            #expect(try await sut.characters.retrievePage(number: 1) == page)
            #expect(try await sut.characters.retrieveItems(ids: [1]).first?.item.created == created)
            #expect(try await sut.episodes.retrievePage(number: 1)?.totalCount == 51)
            #expect(try await sut.episodes.retrieveItems(ids: [1]).first?.item == episode)
            #expect(try await sut.locations.retrieveItems(ids: [1]).first?.item == location)
        }
    }

    @Test func open_keepsEveryPageOfAVersion8CacheWithNoEntityTagAndThenKeepsTags() async throws {
        try await withFixtureCopy(named: "cache-written-by-main-d1881da") { sut, _ in
            let pages = try await sut.characters.retrieve()
            #expect(pages.map(\.number) == [1, 2])
            #expect(pages.map(\.characters.count) == [20, 20])
            #expect(pages.map(\.totalCount) == [826, 826])
            #expect(pages.first?.savedAt == Date(timeIntervalSinceReferenceDate: 817_207_204.181_144_7))
            #expect(pages.map(\.entityTag) == [nil, nil])
            #expect(pages.last?.characters.first?.name == "Blim Crumbs")
            #expect(pages.last?.characters.first?.created == "2017-11-07T07:30:09.318Z")
            #expect(try await sut.episodes.retrievePage(number: 1)?.items.count == 20)
            #expect(try await sut.episodes.retrievePage(number: 1)?.totalCount == 51)
            #expect(try await sut.locations.retrievePage(number: 1)?.entityTag == nil)

            let tagged = try #require(pages.first).tagged("\"p1\"")
            try await sut.characters.insert(tagged)
            #expect(try await sut.characters.retrievePage(number: 1) == tagged)
        }
    }

    @Test func open_dropsThePagesPastTheEndAnEarlierVersionSavedAndKeepsEverythingElse() async throws {
        try await withFixtureCopy(named: "cache-written-by-main-bb5bbc9") { sut, _ in
            #expect(try await sut.characters.retrieve().map(\.number) == [1, 2])
            #expect(try await sut.characters.retrievePage(number: 100) == nil)
            #expect(try await sut.episodes.retrieve().map(\.number) == [1])
            #expect(try await sut.locations.retrieve().map(\.number) == [1])
            #expect(try await sut.characters.retrieveItems(ids: [300]).map(\.item.id) == [300])
            #expect(try await sut.episodes.retrieveItems(ids: [40]).map(\.item.id) == [40])
            let avatar = try #require(URL(string: "http://127.0.0.1:18941/api/character/avatar/1.jpeg"))
            #expect(try await sut.retrieve(dataForURL: avatar) != nil)
            let rick = try await sut.search(SearchTerms("rick sanch"), kinds: [.character], saved: SearchIndexSpecs.always, limit: 5)
            #expect(rick.first?.id == 1)
        }
    }

    /// v13 keeps each character once by id, with its pages as lists of ids in the API's order,
    /// and the full-text index finds the same characters as before, from the new table.
    @Test func open_keepsCharactersByIDWithTheirPagesInOrderAndTheIndexFindsTheSame() async throws {
        let queries = ["\"rick\"*", "\"sm\"*", "\"human\"*", "\"earth\"*", "\"abrad\"*"]
        var before: [Set<String>] = []
        var pageOrder: [[Int]] = []
        var ids: Set<Int> = []
        try await withFixtureCopy(named: "cache-written-by-main-bb5bbc9", before: { url in
            before = try queries.map { Set(try Self.matches($0, url)) }
            let queue = try DatabaseQueue(path: url.path)
            defer { try? queue.close() }
            try queue.read { db in
                pageOrder = try [1, 2].map { try Int.fetchAll(db, sql: "SELECT id FROM feedCharacter WHERE page = ? ORDER BY position", arguments: [$0]) }
                ids = Set(try Int.fetchAll(db, sql: "SELECT id FROM feedCharacter UNION SELECT id FROM lookedUpCharacter"))
            }
        }) { sut, url in
            #expect(try await sut.characters.retrieve().map { $0.items.map(\.id) } == pageOrder)
            #expect(Set(try await sut.characters.retrieveItems().map(\.item.id)) == ids)
            #expect(try queries.map { Set(try Self.matches($0, url)) } == before)
            #expect(before.allSatisfy { !$0.isEmpty })
            let tables = try await DatabaseQueue(path: url.path).read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
            #expect(!tables.contains("feedCharacter") && !tables.contains("feedPage") && !tables.contains("lookedUpCharacter"))
        }
    }

    /// A v8 cache's full-text index had prefix indexes; v10 makes it again without them, and it
    /// finds what it found before, short prefixes included.
    @Test func open_remakesAVersion8SearchIndexWithoutPrefixIndexesAndItFindsTheSameItems() async throws {
        let queries = ["\"r\"*", "\"sa\"*", "\"ear\"*", "\"s01e0\"*", "\"rick\"* \"sanch\"*"]
        var before: [[String]] = []
        try await withFixtureCopy(named: "cache-written-by-main-d1881da", before: { url in
            #expect(try Self.searchIndexDefinition(url).contains("prefix = '1 2 3'"))
            before = try queries.map { try Self.matches($0, url) }
        }) { sut, url in
            let rick = try await sut.search(SearchTerms("rick sanch"), kinds: [.character], saved: SearchIndexSpecs.always, limit: 5)
            #expect(rick.first?.id == 1)

            #expect(try !Self.searchIndexDefinition(url).contains("prefix"))
            #expect(try queries.map { try Self.matches($0, url) } == before)
            #expect(before.allSatisfy { !$0.isEmpty } && before.first?.count ?? 0 > 10)
        }
    }

    private static func searchIndexDefinition(_ url: URL) throws -> String {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'searchIndex'") } ?? ""
    }

    /// The index rows a raw FTS5 query matches, as "kind itemID", sorted.
    private static func matches(_ query: String, _ url: URL) throws -> [String] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(db, sql: "SELECT kind || ' ' || itemID FROM searchIndex WHERE searchIndex MATCH ?", arguments: [query])
        }.sorted()
    }

    private func withFixtureCopy(
        named name: String = "cache-written-by-main-0d39a60", before: (URL) throws -> Void = { _ in },
        _ body: (SQLiteFeedStore, URL) async throws -> Void
    ) async throws {
        let fixture = try #require(Bundle.module.url(forResource: name, withExtension: "sqlite", subdirectory: "Fixtures"))
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try FileManager.default.copyItem(at: fixture, to: url)
            try before(url)
            try await body(makeSUT(url), url)
        }
    }
}
