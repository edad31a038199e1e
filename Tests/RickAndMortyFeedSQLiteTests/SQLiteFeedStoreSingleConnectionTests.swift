import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The store opened with one connection (`singleConnection`, the CLI's short commands): the
/// same file, the same behaviour as the pool, and nothing written to the file by a read.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreSingleConnectionTests {
    @Test func singleConnection_readsAClosedCacheWithoutWritingToTheFile() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try await populate(url, pages: 1...3)
            #expect(walBytes(of: url) == 0, "closed cleanly: nothing left in the WAL")

            let sut = makeSingleConnectionSUT(url)
            #expect(try await sut.characters.retrievePage(number: 2) == FeedCacheTestData.localPage(number: 2))
            #expect(try await sut.characters.retrieve().count == 3)
            #expect(walBytes(of: url) == 0, "a read wrote to the file")
        }
    }

    @Test func singleConnection_keepsTheFileInWALModeForOtherProcesses() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let sut = makeSingleConnectionSUT(url)
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
            #expect(journalModeByte(of: url) == 2, "the file header says WAL")
            let pooled = SQLiteFeedStore(fileURL: url)
            trackForMemoryLeaks(pooled)
            #expect(try await pooled.characters.retrieve() == [FeedCacheTestData.localPage(number: 1)])
        }
    }

    private func populate(_ url: URL, pages: ClosedRange<Int>) async throws {
        let writer = SQLiteFeedStore(fileURL: url)
        for number in pages { try await writer.characters.insert(FeedCacheTestData.localPage(number: number)) }
    }

    private func makeSingleConnectionSUT(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) -> SQLiteFeedStore {
        let sut = SQLiteFeedStore(fileURL: url, singleConnection: true)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    private func withSingleConnectionSUT(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (SQLiteFeedStore) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            try await body(makeSingleConnectionSUT(storeURL(in: folder), sourceLocation: sourceLocation))
        }
    }

    /// The WAL's size; 0 when there is none.
    private func walBytes(of url: URL) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Byte 18 of the SQLite header: 1 for a rollback journal, 2 for WAL.
    private func journalModeByte(of url: URL) -> UInt8? {
        guard let data = try? Data(contentsOf: url), data.count > 18 else { return nil }
        return data[18]
    }
}
