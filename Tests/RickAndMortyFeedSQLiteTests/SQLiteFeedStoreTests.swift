import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The shared store contract, run against the SQLite store on a real file.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreTests {
    @Test func retrieveImageData_deliversNilWhenNotFound() async throws {
        try await withSUT { try await ImageDataStoreSpecs.retrieveImageData_deliversNilWhenNotFound(on: $0) }
    }

    @Test func retrieveImageData_deliversStoredDataForURL() async throws {
        try await withSUT { try await ImageDataStoreSpecs.retrieveImageData_deliversStoredDataForURL(on: $0) }
    }

    @Test func retrieveImageData_deliversLastInsertedData() async throws {
        try await withSUT { try await ImageDataStoreSpecs.retrieveImageData_deliversLastInsertedData(on: $0) }
    }

    @Test func imageData_isIndependentOfCachedFeed() async throws {
        try await withSUT { try await ImageDataStoreSpecs.imageData_isIndependentOfCachedFeed(on: $0) }
    }

    @Test func insertImageData_evictsLeastRecentlyUsedToStayUnderCap() async throws {
        try await withSUT(maxImageBytes: ImageDataStoreSpecs.smallCap) {
            try await ImageDataStoreSpecs.insertImageData_evictsLeastRecentlyUsedToStayUnderCap(on: $0)
        }
    }

    @Test func insertImageData_refusesDataLargerThanCapKeepingOtherImages() async throws {
        try await withSUT(maxImageBytes: ImageDataStoreSpecs.smallCap) {
            try await ImageDataStoreSpecs.insertImageData_refusesDataLargerThanCapKeepingOtherImages(on: $0)
        }
    }

    @Test func retrieveStoredURLs_deliversOnlyTheAskedURLsThatHaveData() async throws {
        try await withSUT { try await ImageDataStoreSpecs.retrieveStoredURLs_deliversOnlyTheAskedURLsThatHaveData(on: $0) }
    }

    @Test func retrieveStoredURLs_hasNoSideEffectsOnEviction() async throws {
        try await withSUT(maxImageBytes: ImageDataStoreSpecs.smallCap) {
            try await ImageDataStoreSpecs.retrieveStoredURLs_hasNoSideEffectsOnEviction(on: $0)
        }
    }

    @Test func insertImageData_manyAtOnce_storesEveryImage() async throws {
        try await withSUT { sut in
            let numbers = Array(1...60)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for n in numbers {
                    group.addTask { try await sut.insert(FeedCacheTestData.bytes(10, fill: UInt8(n)), for: FeedCacheTestData.imageURL(n)) }
                }
                try await group.waitForAll()
            }

            for n in numbers {
                #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(n)) == FeedCacheTestData.bytes(10, fill: UInt8(n)))
            }
        }
    }

    @Test func insertImageData_manyAtOnceOverTheCap_keepsOnlyWhatFits() async throws {
        try await withSUT(maxImageBytes: ImageDataStoreSpecs.smallCap) { sut in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for n in 1...30 {
                    group.addTask { try await sut.insert(FeedCacheTestData.bytes(40), for: FeedCacheTestData.imageURL(n)) }
                }
                try await group.waitForAll()
            }

            let statistics = try await sut.statistics()
            #expect(statistics.imageCount == 2, "two images of 40 bytes fit under 100, three do not")
            #expect(statistics.imageBytes == 80)
        }
    }

    @Test func open_createsWALFileWithNamedMigrations() async throws {
        try await withSUT { sut in
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))

            let database = try DatabaseQueue(path: sut.fileURL.path)
            let (journalMode, migrations) = try await database.read { db in
                (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
            }
            #expect(journalMode == "wal")
            #expect(migrations == [
                "v1: feed pages, characters and image data", "v2: index characters by id", "v3: index image sizes",
                "v4: a timestamp per page", "v5: characters looked up by id", "v6: episodes, locations and the links between them",
                "v7: created timestamps and item counts, for the mirror API",
                "v8: full-text search index", "v9: the API's entity tag of each cached page",
                "v10: the full-text index without prefix indexes", "v11: no saved page past the end",
                "v12: the full-text index with each item's links, for ranking",
                "v13: characters kept by id, their pages as lists of ids",
            ])
        }
    }

    @Test func statistics_describeTheCachedFeedAndImages() async throws {
        try await withSUT { sut in
            let oldest = Date(timeIntervalSinceReferenceDate: 812_345_678.5)
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: oldest.addingTimeInterval(60)))
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 2, savedAt: oldest))
            try await sut.insert(FeedCacheTestData.bytes(30), for: FeedCacheTestData.imageURL(1))
            try await sut.insert(FeedCacheTestData.bytes(12), for: FeedCacheTestData.imageURL(2))

            let statistics = try await sut.statistics()

            #expect(statistics.timestamp == oldest, "the oldest page's, the first to expire")
            #expect(statistics.characterCount == 40)
            #expect(statistics.imageCount == 2)
            #expect(statistics.imageBytes == 42)
            #expect(statistics.totalBytes > 42)
        }
    }

    // MARK: - Helpers

    private func withSUT(
        maxImageBytes: Int = SQLiteFeedStore.defaultMaxImageBytes,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (SQLiteFeedStore) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder), maxImageBytes: maxImageBytes)
            trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
            try await body(sut)
        }
    }
}

/// The generation tells a reader that what it kept from the file is stale, also when another
/// process changed the file (two stores on one file stand for two processes: each has its own
/// connections, which is what SQLite tells apart).
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreGenerationTests {
    @Test func generation_movesOnceAnotherProcessCommitsToTheFile() async throws {
        try await expectGenerationMoves { other in
            try await other.characters.insert(FeedCacheTestData.localPage(number: 1))
        }
    }

    @Test func generation_movesOnceAnotherProcessPutsAFreshFileInItsPlace() async throws {
        try await expectGenerationMoves { other in try await other.deleteAll() }
    }

    @Test func generation_staysPutWhileOnlyThisStoreReadsAndRecordsImageUse() async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder), outsideChangeInterval: .zero)
            trackForMemoryLeaks(sut)
            try await sut.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))
            let before = sut.generation

            var seen: Set<UInt64> = []
            for _ in 1...20 {
                _ = try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1))
                seen.insert(sut.generation)
                try await Task.sleep(for: .milliseconds(5))
            }

            #expect(seen == [before], "recording an image's use is this store's own write")
        }
    }

    // MARK: - Helpers

    private func expectGenerationMoves(
        when otherProcessChanges: (SQLiteFeedStore) async throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await withTemporaryFolder { folder in
            let sut = SQLiteFeedStore(fileURL: storeURL(in: folder), outsideChangeInterval: .zero)
            let other = SQLiteFeedStore(fileURL: storeURL(in: folder))
            trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
            trackForMemoryLeaks(other, sourceLocation: sourceLocation)
            try await sut.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))
            let before = sut.generation

            try await otherProcessChanges(other)

            #expect(await eventually(timeout: .seconds(10)) { sut.generation != before }, "never noticed", sourceLocation: sourceLocation)
        }
    }
}
