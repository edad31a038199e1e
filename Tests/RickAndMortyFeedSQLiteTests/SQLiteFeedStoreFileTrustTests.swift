import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The cache folder was trusted too much. Looking creates nothing, a file that is
/// not rmfeed's is never written into, a damaged schema is repaired, a read-only folder is read.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreFileTrustTests {
    @Test func reading_aCacheFolderThatDoesNotExist_createsNothing() async throws {
        try await withTemporaryFolder { (folder: URL) async throws in
            let missing = folder.appendingPathComponent("not-yet", isDirectory: true)
            let sut = makeSUT(storeURL(in: missing))

            #expect(try await sut.characters.retrieve() == [])
            #expect(try await sut.characters.retrievePage(number: 1) == nil)
            #expect(try await sut.characters.retrieveItems(ids: [1]) == [])
            #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1)) == nil)
            #expect(try await sut.statistics().characterCount == 0)

            #expect(!FileManager.default.fileExists(atPath: missing.path), "looking made the folder")
        }
    }

    @Test func open_marksItsFileWithRmfeedsApplicationIDAndSchemaVersion() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try await makeSUT(url).characters.insert(FeedCacheTestData.localPage(number: 1))

            let (applicationID, version, migrations) = try pragmas(of: url)

            #expect(applicationID == 0x524D_4644)
            #expect(version == migrations)
        }
    }

    @Test func open_movesAnotherProgramsSQLiteFileAsideUntouchedAndStartsAFreshCache() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let foreign = try DatabaseQueue(path: url.path)
            try await foreign.write { db in
                try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine, not rmfeed''s')")
            }
            try foreign.close()
            let original = try Data(contentsOf: url)
            let sut = makeSUT(url)

            #expect(try await sut.characters.retrieve() == [])
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))

            let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .first { $0.hasPrefix("rmfeed.sqlite.not-rmfeed-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
            #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == original, "the foreign file is untouched")
            #expect(try await makeSUT(url).characters.retrieve() == [FeedCacheTestData.localPage(number: 1)])
        }
    }

    @Test func open_movesAsideAFileOfANewerRmfeedSchemaRatherThanWriteIntoIt() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try await makeSUT(url).characters.insert(FeedCacheTestData.localPage(number: 1))
            let newer = try DatabaseQueue(path: url.path)
            try await newer.write { db in try db.execute(sql: "PRAGMA user_version = 999") }
            try newer.close()

            #expect(try await makeSUT(url).characters.retrieve() == [])

            let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(entries.contains { $0.hasPrefix("rmfeed.sqlite.not-rmfeed-") })
        }
    }

    /// A file written before `application_id` was set (every cache of earlier versions) is
    /// recognised by its migrations, brought up to date and kept, each page with the old timestamp.
    @Test func open_keepsACacheOfTheEarlierSchemaGivingEachPageTheTimestampTheyShared() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let savedAt = Date(timeIntervalSinceReferenceDate: 812_345_678.25)
            try writeVersion3Cache(at: url, savedAt: savedAt)

            let pages = try await makeSUT(url).characters.retrieve()

            #expect(pages.map(\.number) == [1, 2])
            #expect(pages.allSatisfy { $0.savedAt == savedAt })
            #expect(pages.first?.characters.first?.name == "Rick Sanchez")
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains { $0.contains("not-rmfeed") })
        }
    }

    @Test func retrieve_onACacheWhoseTableLostAColumn_failsAndValidationsDeleteRepairsTheFile() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try await populate(makeSUT(url), pages: 1...2)
            let damaged = try DatabaseQueue(path: url.path)
            // A column the search index's triggers do not read: SQLite refuses to drop one they do.
            try await damaged.write { db in try db.execute(sql: "ALTER TABLE character DROP COLUMN image") }
            try damaged.close()
            let sut = makeSUT(url)

            await #expect(throws: (any Error).self) { try await sut.characters.retrieve() }
            await #expect(throws: (any Error).self) { try await sut.characters.insert(FeedCacheTestData.localPage(number: 1)) }
            try await sut.characters.deleteAll()

            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
            #expect(try await makeSUT(url).characters.retrieve() == [FeedCacheTestData.localPage(number: 1)])
        }
    }

    @Test func retrieve_inAReadOnlyFolder_stillReadsTheCachedPagesAndImages() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let pages = try await populateWithImage(url)
            try ReadOnlyFolder.protect(folder)
            let sut = makeSUT(url)

            #expect(try await sut.characters.retrieve() == pages)
            #expect(try await sut.characters.retrievePage(number: 2) == pages[1])
            #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1)) == FeedCacheTestData.bytes(10))
            await #expect(throws: SQLiteFeedStoreError.self) { try await sut.characters.insert(FeedCacheTestData.localPage(number: 3)) }
        }
    }

    // MARK: - Helpers

    /// Two pages and one image, saved by a store that is gone when this returns.
    private func populateWithImage(_ url: URL) async throws -> [LocalCharactersPage] {
        let writer = makeSUT(url)
        let pages = try await populate(writer, pages: 1...2)
        try await writer.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))
        return pages
    }

    private func pragmas(of url: URL) throws -> (applicationID: Int32, version: Int, migrations: Int) {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            (
                try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0
            )
        }
    }

    /// The file main wrote before per-page timestamps (migrations v1–v3, one shared timestamp,
    /// no `application_id`), as its SQL left it.
    private func writeVersion3Cache(at url: URL, savedAt: Date) throws {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1: feed pages, characters and image data'), ('v2: index characters by id'), ('v3: index image sizes');
                CREATE TABLE "feed" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "timestamp" DOUBLE NOT NULL);
                CREATE TABLE "feedPage" ("number" INTEGER PRIMARY KEY, "nextPage" INTEGER, "totalPages" INTEGER NOT NULL);
                CREATE TABLE "feedCharacter" ("page" INTEGER NOT NULL REFERENCES "feedPage"("number") ON DELETE CASCADE,
                    "position" INTEGER NOT NULL, "id" INTEGER NOT NULL, "name" TEXT NOT NULL, "status" TEXT NOT NULL,
                    "species" TEXT NOT NULL, "type" TEXT NOT NULL, "gender" TEXT NOT NULL, "origin" TEXT NOT NULL,
                    "location" TEXT NOT NULL, "image" TEXT, "episodeCount" INTEGER NOT NULL, PRIMARY KEY ("page", "position"));
                CREATE TABLE "imageData" ("url" TEXT PRIMARY KEY, "size" INTEGER NOT NULL, "lastAccess" INTEGER NOT NULL, "data" BLOB NOT NULL);
                CREATE INDEX "imageData_on_lastAccess" ON "imageData"("lastAccess");
                CREATE INDEX "feedCharacter_id" ON "feedCharacter"("id");
                CREATE INDEX "imageData_size" ON "imageData"("size");
                """)
            try db.execute(sql: "INSERT INTO feed VALUES (1, ?)", arguments: [savedAt.timeIntervalSinceReferenceDate])
            try db.execute(sql: "INSERT INTO feedPage VALUES (1, 2, 42), (2, 3, 42)")
            try db.execute(sql: """
                INSERT INTO feedCharacter VALUES
                  (1, 0, 1, 'Rick Sanchez', 'Alive', 'Human', '', 'Male', 'Earth (C-137)', 'Citadel of Ricks', 'https://x/1.jpeg', 51),
                  (2, 0, 21, 'Aqua Morty', 'unknown', 'Humanoid', 'Fish-Person', 'Male', 'unknown', 'Citadel of Ricks', NULL, 1)
                """)
        }
    }
}
