import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The search index contract on the file store (an FTS5 table kept by triggers), and what only
/// a file can show: text that FTS5 would read as its own syntax, an old file's rows indexed by
/// the migration.
@Suite(.trackingMemoryLeaks)
struct SQLiteSearchIndexTests {
    @Test func search_onEmptyCache_findsNothingAndHasNoEntries() async throws {
        try await withStore { try await SearchIndexSpecs.search_onEmptyCache_findsNothingAndHasNoEntries(on: $0) }
    }

    @Test func search_findsCharactersByThePrefixOfAnyIndexedWordIgnoringCaseAndAccents() async throws {
        try await withStore { try await SearchIndexSpecs.search_findsCharactersByThePrefixOfAnyIndexedWordIgnoringCaseAndAccents(on: $0) }
    }

    @Test func search_findsEpisodesByNameAndCodeAndLocationsByNameTypeAndDimension() async throws {
        try await withStore { store in
            try await SearchIndexSpecs.search_findsEpisodesByNameAndCodeAndLocationsByNameTypeAndDimension(
                on: store, episodes: store.episodes, locations: store.locations
            )
        }
    }

    @Test func search_ranksAMatchInTheNameAboveAMatchElsewhere() async throws {
        try await withStore { try await SearchIndexSpecs.search_ranksAMatchInTheNameAboveAMatchElsewhere(on: $0) }
    }

    @Test func search_findsAnItemOnceAndAtMostLimitResults() async throws {
        try await withStore { try await SearchIndexSpecs.search_findsAnItemOnceAndAtMostLimitResults(on: $0) }
    }

    @Test func search_findsOnlyWhatWasSavedInTheRange() async throws {
        try await withStore { store in
            try await SearchIndexSpecs.search_findsOnlyWhatWasSavedInTheRange(on: store, episodes: store.episodes)
        }
    }

    @Test func search_followsARestampedPage() async throws {
        try await withStore { store in
            try await SearchIndexSpecs.search_followsARestampedPage(on: store, episodes: store.episodes)
        }
    }

    @Test func search_followsEveryReplaceAndDelete() async throws {
        try await withStore { store in
            try await SearchIndexSpecs.search_followsEveryReplaceAndDelete(on: store, episodes: store.episodes) {
                try await store.deleteAll()
            }
        }
    }

    @Test func search_ranksByWordsThenTyposThenFieldThenExactnessThenProminence() async throws {
        try await withStore { store in
            try await SearchRankingSpecs.search_ranksByWordsThenTyposThenFieldThenExactnessThenProminence(on: store, episodes: store.episodes)
        }
    }

    @Test func search_findsAWordWithinItsTyposBelowWhatIsFoundAsTyped() async throws {
        try await withStore { try await SearchRankingSpecs.search_findsAWordWithinItsTyposBelowWhatIsFoundAsTyped(on: $0) }
    }

    @Test func search_readsEpisodeCodesAsPeopleWriteThem() async throws {
        try await withStore { store in
            try await SearchRankingSpecs.search_readsEpisodeCodesAsPeopleWriteThem(on: store, episodes: store.episodes)
        }
    }

    @Test func suggestions_areTheItemsAWordFindsWithOneTypoMore() async throws {
        try await withStore { try await SearchRankingSpecs.suggestions_areTheItemsAWordFindsWithOneTypoMore(on: $0) }
    }

    @Test func search_prominenceFollowsAnItemSavedAgain() async throws {
        try await withStore { store in
            try await SearchRankingSpecs.search_prominenceFollowsAnItemSavedAgain(on: store, episodes: store.episodes)
        }
    }

    @Test func search_findsATypoOfAWordSavedAfterAnEarlierSearch() async throws {
        try await withStore { try await SearchRankingSpecs.search_findsATypoOfAWordSavedAfterAnEarlierSearch(on: $0) }
    }

    /// FTS5 has its own query language; what a person types is only ever words: each text finds
    /// what its words alone find, and nothing is thrown or changed.
    @Test(arguments: [
        (#"""#, ""), ("*", ""), ("rick*", "rick"), ("NEAR(rick citadel)", "near rick citadel"), ("rick OR zzz", "rick or zzz"),
        ("location:rick", "location rick"), ("-rick", "rick"), ("^rick", "rick"), ("(", ""), ("AND", "and"),
        ("'; DROP TABLE feedPage; --", "drop table feedpage"),
    ])
    func search_textThatLooksLikeFTS5Syntax_findsWhatItsWordsFind(text: String, words: String) async throws {
        try await withStore { store in
            try await store.characters.insert(FeedCacheTestData.localPage(number: 1))
            let search: (String) async throws -> [SearchResult] = { text in
                try await store.search(SearchTerms(text), kinds: SearchIndexSpecs.everything, saved: SearchIndexSpecs.always, limit: 20)
            }

            #expect(try await search(text) == search(words))
            #expect(try await store.characters.retrieve().count == 1)
        }
    }

    /// A cache written before the index existed is searchable once opened: the migration indexes
    /// what it holds.
    @Test func open_cacheWrittenBeforeTheIndex_indexesWhatItHolds() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let fixture = try #require(Bundle.module.url(forResource: "cache-written-by-main-0d39a60", withExtension: "sqlite", subdirectory: "Fixtures"))
            try FileManager.default.copyItem(at: fixture, to: url)
            let sut = makeSUT(url)
            let cached = try await sut.characters.retrieve().flatMap(\.characters)
            let name = try #require(cached.first?.name)

            let results = try await sut.search(SearchTerms(name), kinds: [.character], saved: SearchIndexSpecs.always, limit: 200)

            #expect(!cached.isEmpty)
            #expect(results.contains { $0.id == cached.first?.id }, "\(name): \(results)")
        }
    }

    /// Every write transaction adds a piece (segment) to the index, and a search reads each one:
    /// merging leaves one, and every search finds what it found before.
    @Test func mergeSearchIndex_leavesOnePieceAndEverySearchFindsTheSame() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let store = makeSUT(url)
            for number in 1...6 { try await store.characters.insert(FeedCacheTestData.localPage(number: number)) }
            let texts = ["rick", "morty", "sa", "earth", "human"]
            let search: (String) async throws -> [SearchResult] = { text in
                try await store.search(SearchTerms(text), kinds: SearchIndexSpecs.everything, saved: SearchIndexSpecs.always, limit: 200)
            }
            var before: [[SearchResult]] = []
            for text in texts { before.append(try await search(text)) }
            let piecesBefore = try Self.indexPieces(url)

            try await store.mergeSearchIndex()

            var after: [[SearchResult]] = []
            for text in texts { after.append(try await search(text)) }
            #expect(piecesBefore > 1)
            #expect(try Self.indexPieces(url) == 1)
            #expect(after == before)
            #expect(try await store.characters.retrieve().count == 6)
        }
    }

    /// Pages saved many at once and then again renamed (more characters than one statement
    /// writes), and episodes likewise: the index holds one row per cached row, agrees with what
    /// they say (FTS5's own integrity check), and finds each by its new name only.
    @Test func insertMany_thenAgainRenamed_indexesEachRowOnceByItsNewName() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let store = makeSUT(url)
            let episodes = { (name: String) in (1...100).map { ResourceTestData.localEpisode(id: $0, name: "\(name) \($0)") } }
            try await store.characters.insert((1...7).map { FeedCacheTestData.localPage(number: $0, nameSuffix: " Squanchy") })
            try await store.episodes.insert(episodes("Anatomy"), savedAt: FeedCacheTestData.savedAt)

            try await store.characters.insert((1...7).map { FeedCacheTestData.localPage(number: $0, nameSuffix: " Renamed") })
            try await store.episodes.insert(episodes("Ricklantis"), savedAt: FeedCacheTestData.savedAt)

            let ids: (String) async throws -> [Int] = { text in
                try await store.search(SearchTerms(text), kinds: SearchIndexSpecs.everything, saved: SearchIndexSpecs.always, limit: 300)
                    .map(\.id).sorted()
            }
            #expect(try await ids("renamed") == Array(1...140))
            #expect(try await ids("squanchy") == [])
            #expect(try await ids("ricklantis") == Array(1...100))
            #expect(try await ids("anatomy") == [])
            #expect(try Self.indexRowsByKind(url) == ["character": 140, "episode": 100])
            try Self.checkIndexIntegrity(url)
        }
    }

    /// How many index rows of each kind.
    static func indexRowsByKind(_ url: URL) throws -> [String: Int] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        let rows = try queue.read { db in try Row.fetchAll(db, sql: "SELECT kind, count(*) FROM searchIndex GROUP BY kind") }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as String, $0[1] as Int) })
    }

    /// FTS5's integrity check: throws when the index does not hold exactly the words of its rows.
    static func checkIndexIntegrity(_ url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in try db.execute(sql: "INSERT INTO searchIndex(searchIndex) VALUES('integrity-check')") }
    }

    /// The index's segments, as FTS5 records them in its `_idx` shadow table.
    static func indexPieces(_ url: URL) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM searchIndex_idx") ?? 0 }
    }

    private func withStore(sourceLocation: SourceLocation = #_sourceLocation, _ body: (SQLiteFeedStore) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in try await body(makeSUT(storeURL(in: folder), sourceLocation: sourceLocation)) }
    }
}
