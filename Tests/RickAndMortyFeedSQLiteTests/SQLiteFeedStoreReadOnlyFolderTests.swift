import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The contract's failure specs in a real read-only folder: every write is a clear error that
/// names the file, nothing crashes, and the cache on disk stays exactly as it was.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreReadOnlyFolderTests {
    @Test func insertPage_deliversErrorInReadOnlyFolder() async throws {
        try await withReadOnlySUT { await FailableFeedStoreSpecs.insertPage_deliversErrorOnInsertionError(on: $0.characters) }
    }

    @Test func delete_deliversErrorInReadOnlyFolder() async throws {
        try await withReadOnlySUT { await FailableFeedStoreSpecs.delete_deliversErrorOnDeletionError(on: $0.characters) }
    }

    @Test func insertImageData_deliversErrorInReadOnlyFolder() async throws {
        try await withReadOnlySUT { await FailableFeedStoreSpecs.insertImageData_deliversErrorOnInsertionError(on: $0) }
    }

    @Test func insertPage_deliversSaveErrorNamingTheFile() async throws {
        try await withReadOnlySUT { sut in
            let error = try await #require(throws: SQLiteFeedStoreError.self) {
                try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
            }

            #expect(error.operation == .save)
            #expect(error.description.contains(sut.fileURL.path))
        }
    }

    @Test func insertPage_deliversErrorInReadOnlyFolderWithoutCacheFile() async throws {
        try await withTemporaryFolder { folder in
            try ReadOnlyFolder.protect(folder)
            let sut = makeSUT(storeURL(in: folder))

            await FailableFeedStoreSpecs.insertPage_deliversErrorOnInsertionError(on: sut.characters)
            #expect(!FileManager.default.fileExists(atPath: sut.fileURL.path))
        }
    }

    @Test func failedSaves_leavePreviousCacheExactlyAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let previous = try await populate(makeSUT(url), pages: 1...3)
            try ReadOnlyFolder.protect(folder)

            try await FailableFeedStoreSpecs.failedSaves_leavePreviousCacheExactlyAsItWas(
                on: makeSUT(url).characters,
                previous: previous,
                readAfterRepair: {
                    ReadOnlyFolder.unprotect(folder)
                    return try await makeSUT(url).characters.retrieve()
                }
            )
        }
    }

    @Test func episodes_failedSaves_leavePreviousCacheExactlyAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            let previous = [1, 2].map { LocalEpisode.page(number: $0) }
            try await makeSUT(url).episodes.insert(previous)
            try ReadOnlyFolder.protect(folder)

            try await ResourceStoreSpecs.failedSaves_leavePreviousCacheExactlyAsItWas(
                on: makeSUT(url).episodes,
                previous: previous,
                readAfterRepair: {
                    ReadOnlyFolder.unprotect(folder)
                    return try await makeSUT(url).episodes.retrieve()
                }
            )
        }
    }

    // MARK: - Helpers

    /// A store whose file holds a cached feed, in a folder made read-only after it was closed.
    private func withReadOnlySUT(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (SQLiteFeedStore) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try await populate(makeSUT(url, sourceLocation: sourceLocation), pages: 1...2)
            try ReadOnlyFolder.protect(folder, sourceLocation: sourceLocation)
            try await body(makeSUT(url, sourceLocation: sourceLocation))
        }
    }
}
