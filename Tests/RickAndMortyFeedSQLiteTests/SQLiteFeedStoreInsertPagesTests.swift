import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// Many pages saved at once (a sync's) are one transaction: when one of them cannot be saved,
/// none is, and every page cached before stays as it was.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreInsertPagesTests {
    @Test func insertPages_whenOnePageCannotBeSaved_savesNoneAndKeepsEveryPreviousPage() async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder))
            let older = [1, 2].map { FeedCacheTestData.localPage(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: 3)) }
            try await sut.insert(older)
            try refuseInserts(into: "feedPage", whenNumberIs: 3, in: storeURL(in: folder))
            let latest = [1, 2, 3].map {
                FeedCacheTestData.localPage(number: $0, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))
            }

            await #expect(throws: (any Error).self) { try await sut.insert(latest) }

            #expect(try await sut.retrieve() == older)
        }
    }

    @Test func insertResourcePages_whenOnePageCannotBeSaved_savesNoneAndKeepsEveryPreviousPage() async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder)).episodes
            let first = ResourceTestData.episodesPage(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 3))
            try await sut.insert([first])
            try refuseInserts(into: "resourcePage", whenNumberIs: 3, in: storeURL(in: folder))
            let latest = [1, 2, 3].map {
                ResourceTestData.episodesPage(number: $0, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))
            }

            await #expect(throws: (any Error).self) { try await sut.insert(latest) }

            #expect(try await sut.retrieve() == [first])
            #expect(try await sut.retrieveItems().map(\.item) == first.items)
        }
    }

    /// The rows a page save writes are those GRDB's `Encodable` encoding wrote before: the
    /// links as JSON text (what the mirror and older versions read), absent values as NULL.
    @Test func insert_writesTheCharactersRowsAsEarlierVersionsDid() async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder))
            try await sut.insert(FeedCacheTestData.localPage(number: 1))

            let other = try DatabaseQueue(path: storeURL(in: folder).path)
            let rows = try other.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT id, typeof(episodeIds) AS linksType, episodeIds, image, originId, page, position
                    FROM feedCharacter WHERE id IN (1, 10) ORDER BY id
                    """)
            }
            try other.close()
            #expect(rows.map { $0["linksType"] as String? } == ["text", "text"])
            #expect(rows.map { $0["episodeIds"] as String? } == ["[1,2,9999]", "[1,11,9999]"])
            #expect(rows.map { $0["image"] as String? } == ["https://example.com/avatar/1.jpeg", nil])
            #expect(rows.map { $0["originId"] as Int? } == [1, nil])
            #expect(rows.map { $0["position"] as Int? } == [0, 9])
        }
    }

    /// The episodes' and locations' rows, written without GRDB's `Encodable` encoding, are those
    /// it wrote: the links as the same JSON text (an empty cast as `[]`), `savedAt` as seconds
    /// since the reference date, an absent `created` as NULL.
    @Test func insert_writesTheEpisodesAndLocationsRowsAsEarlierVersionsDid() async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder))
            try await sut.episodes.insert(ResourceTestData.episodesPage(number: 1))
            try await sut.locations.insert(ResourceTestData.page(number: 1) { ResourceTestData.localLocation(id: $0) })

            let other = try DatabaseQueue(path: storeURL(in: folder).path)
            let (episodes, locations) = try other.read { db in
                (
                    try Row.fetchAll(db, sql: """
                        SELECT typeof(characterIds) AS linksType, characterIds, typeof(savedAt) AS savedAtType, savedAt,
                               created, name, airDate, code
                        FROM episode WHERE id IN (2, 3) ORDER BY id
                        """),
                    try Row.fetchAll(db, sql: """
                        SELECT typeof(residentIds) AS linksType, residentIds, typeof(savedAt) AS savedAtType, savedAt,
                               created, type, dimension
                        FROM location WHERE id IN (1, 4) ORDER BY id
                        """)
                )
            }
            try other.close()
            let savedAt = FeedCacheTestData.savedAt.timeIntervalSinceReferenceDate
            #expect(episodes.map { $0["linksType"] as String? } == ["text", "text"])
            #expect(episodes.map { $0["characterIds"] as String? } == ["[1,2,102,99999]", "[]"])
            #expect(episodes.map { $0["savedAtType"] as String? } == ["real", "real"])
            // Read as stored, not converted: a row subscript that cannot convert traps.
            #expect(episodes.map { $0["savedAt"] as DatabaseValue } == [savedAt.databaseValue, savedAt.databaseValue])
            #expect(episodes.map { $0["created"] as String? } == [nil, nil])
            #expect(episodes.map { $0["name"] as String? } == ["Episode 2", "Episode 3"])
            #expect(episodes.map { $0["airDate"] as String? } == ["TBA", "December 3, 2013"])
            #expect(episodes.map { $0["code"] as String? } == ["S01E02", "S01E03"])
            #expect(locations.map { $0["linksType"] as String? } == ["text", "text"])
            #expect(locations.map { $0["residentIds"] as String? } == ["[38,45,1]", IDList.text(1...5_000)])
            #expect(locations.map { $0["savedAtType"] as String? } == ["real", "real"])
            #expect(locations.map { $0["savedAt"] as DatabaseValue } == [savedAt.databaseValue, savedAt.databaseValue])
            #expect(locations.map { $0["created"] as String? } == [nil, nil])
            #expect(locations.map { $0["dimension"] as String? } == ["", "Dimension C-137"])
        }
    }

    /// Another connection adds a trigger that fails saving page `number`: a write that fails
    /// midway, after the pages before it were written in the same transaction.
    private func refuseInserts(into table: String, whenNumberIs number: Int, in url: URL) throws {
        let other = try DatabaseQueue(path: url.path)
        try other.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_page BEFORE INSERT ON \(table) WHEN NEW.number = \(number)
                BEGIN SELECT RAISE(ABORT, 'page refused'); END
                """)
        }
        try other.close()
    }
}

/// JSON text of ids as `JSONEncoder` writes an `[Int]`, the reference the rows are checked against.
private enum IDList {
    static func text(_ ids: ClosedRange<Int>) -> String {
        String(decoding: (try? JSONEncoder().encode(Array(ids))) ?? Data(), as: UTF8.self)
    }
}
