import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The library is the person's own data: a file that cannot be read as a library is reported
/// and moved aside, byte for byte, never emptied; a newer one is left alone.
@Suite(.trackingMemoryLeaks)
struct SQLiteLibraryStoreFileTrustTests {
    @Test func insert_onACorruptFile_reportsItMovesItAsideUntouchedAndSavesNothing() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            try writeCorruptFile(at: url)
            let bytes = try Data(contentsOf: url)
            let sut = SQLiteLibraryStore(fileURL: url, currentDate: { Date(timeIntervalSince1970: 1_700_000_000) })

            let error = try await #require(throws: SQLiteLibraryStoreError.self) {
                try await sut.insert(.favoriteCharacter, id: 1, addedAt: Date())
            }

            let aside = folder.appendingPathComponent("library.sqlite.corrupt-20231114T221320Z")
            guard case let .movedAside(fileURL, movedTo, _) = error else {
                Issue.record("expected movedAside, got \(error)")
                return
            }
            #expect(fileURL == url)
            #expect(movedTo.path == aside.path)
            #expect(error.description.contains(aside.path), "\(error)")
            #expect(try Data(contentsOf: aside) == bytes)
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test func entries_onACorruptFile_reportIt_andTheNextUseStartsAnEmptyLibraryBesideTheCopy() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            try writeCorruptFile(at: url)

            await #expect(throws: SQLiteLibraryStoreError.self) { try await makeLibrarySUT(url).entries(.favoriteCharacter) }
            let next = makeLibrarySUT(url)
            _ = try await next.insert(.favoriteCharacter, id: 1, addedAt: Date(timeIntervalSince1970: 0))

            #expect(try await next.entries(.favoriteCharacter).map(\.id) == [1])
            #expect(try LibraryFileHeader.movedAside(url).count == 1)
        }
    }

    @Test func open_onAFileWithDamagedPages_movesItAside() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            try await fill(url, count: 300)
            #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"), "closed, the store left everything in the file")
            try scribble(over: url, from: 4096)

            let error = try await #require(throws: SQLiteLibraryStoreError.self) { try await makeLibrarySUT(url).entries(.favoriteCharacter) }

            #expect(try LibraryFileHeader.movedAside(url).count == 1, "\(error)")
        }
    }

    @Test func open_onAnotherProgramsDatabase_movesItAsideUntouched() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            let other = try DatabaseQueue(path: url.path)
            try await other.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')") }
            try other.close()

            await #expect(throws: SQLiteLibraryStoreError.self) { try await makeLibrarySUT(url).insert(.watchedEpisode, id: 1, addedAt: Date()) }

            let aside = try #require(try LibraryFileHeader.movedAside(url).first)
            let notes = try await DatabaseQueue(path: aside.path).read { db in try String.fetchAll(db, sql: "SELECT text FROM notes") }
            #expect(notes == ["mine"])
        }
    }

    @Test func open_onACacheFile_movesItAsideRatherThanWritingTheLibraryIntoIt() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            try await SQLiteFeedStore(fileURL: url).characters.insert(FeedCacheTestData.localPage(number: 1))

            await #expect(throws: SQLiteLibraryStoreError.self) { try await makeLibrarySUT(url).insert(.watchedEpisode, id: 1, addedAt: Date()) }

            let aside = try #require(try LibraryFileHeader.movedAside(url).first)
            #expect(try await SQLiteFeedStore(fileURL: aside).characters.retrieve().count == 1)
        }
    }

    @Test func open_onALibraryFromANewerRMFeed_leavesItWhereItIs() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            _ = try await makeLibrarySUT(url).insert(.favoriteCharacter, id: 1, addedAt: Date())
            let queue = try DatabaseQueue(path: url.path)
            try await queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
            try queue.close()

            let error = try await #require(throws: SQLiteLibraryStoreError.self) { try await makeLibrarySUT(url).entries(.favoriteCharacter) }

            #expect("\(error)".contains("newer"), "\(error)")
            #expect(try LibraryFileHeader.movedAside(url).isEmpty)
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    /// A busy file says nothing about its content: before, a library another process held at
    /// the moment of opening was moved aside as if it were corrupt.
    @Test func open_whileAnotherConnectionHoldsTheFileLocked_failsAndMovesNothingAside() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            _ = try await makeLibrarySUT(url).insert(.favoriteCharacter, id: 1, addedAt: Date())
            var holding = Configuration()
            holding.allowsUnsafeTransactions = true
            let holder = try DatabaseQueue(path: url.path, configuration: holding)
            try await holder.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
                try db.execute(sql: "BEGIN EXCLUSIVE")
            }
            let sut = SQLiteLibraryStore(fileURL: url, busyTimeout: 0.1)

            await #expect(throws: SQLiteLibraryStoreError.self) { try await sut.entries(.favoriteCharacter) }

            #expect(try LibraryFileHeader.movedAside(url).isEmpty)
            try await holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
            try holder.close()
            #expect(try await makeLibrarySUT(url).entries(.favoriteCharacter).map(\.id) == [1])
        }
    }

    @Test func readOnlyFolder_readsTheLibraryAndEverySaveIsAClearError() async throws {
        try await withTemporaryFolder { folder in
            let url = libraryURL(in: folder)
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            _ = try await makeLibrarySUT(url).insert(.favoriteCharacter, id: 1, addedAt: date)
            try ReadOnlyFolder.protect(folder)
            let sut = makeLibrarySUT(url)

            #expect(try await sut.entries(.favoriteCharacter) == [LibraryEntry(id: 1, addedAt: date)])
            let error = try await #require(throws: SQLiteLibraryStoreError.self) { try await sut.insert(.favoriteCharacter, id: 2, addedAt: date) }
            await #expect(throws: SQLiteLibraryStoreError.self) { try await sut.remove(.favoriteCharacter, id: 1) }

            #expect(error.description.hasPrefix("Could not save the library at \(url.path)"), "\(error)")
            ReadOnlyFolder.unprotect(folder)
            #expect(try await makeLibrarySUT(url).entries(.favoriteCharacter) == [LibraryEntry(id: 1, addedAt: date)])
        }
    }

    /// Saves `count` favourites with a store that is closed when this returns.
    private func fill(_ url: URL, count: Int) async throws {
        let writer = makeLibrarySUT(url)
        for id in 1...count { _ = try await writer.insert(.favoriteCharacter, id: id, addedAt: Date(timeIntervalSince1970: 0)) }
    }

    /// Overwrites the file from `offset` on with bytes SQLite cannot read as pages.
    private func scribble(over url: URL, from offset: UInt64) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
    }
}
