import Foundation
import GRDB
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The contract's failure specs on a real corrupt file: errors, never a crash, and deleting
/// the cache starts a fresh file.
@Suite(.trackingMemoryLeaks)
struct SQLiteFeedStoreCorruptFileTests {
    @Test func retrieve_deliversFailureOnCorruptFile() async throws {
        try await withCorruptSUT { await FailableFeedStoreSpecs.retrieve_deliversFailureOnRetrievalError(on: $0.characters) }
    }

    @Test func retrieveTimestamp_deliversFailureOnCorruptFile() async throws {
        try await withCorruptSUT { await FailableFeedStoreSpecs.retrievePage_deliversFailureOnRetrievalError(on: $0.characters) }
    }

    @Test func retrieve_hasNoSideEffectsOnCorruptFile() async throws {
        try await withCorruptSUT { sut in
            let bytes = try Data(contentsOf: sut.fileURL)

            await FailableFeedStoreSpecs.retrieve_hasNoSideEffectsOnFailure(on: sut.characters)

            #expect(try Data(contentsOf: sut.fileURL) == bytes)
        }
    }

    @Test func retrieve_deliversFailureOnTruncatedFile() async throws {
        try await withTruncatedSUT { sut in
            await FailableFeedStoreSpecs.retrieve_deliversFailureOnRetrievalError(on: sut.characters)
        }
    }

    @Test func retrieveImageData_deliversFailureOnCorruptFile() async throws {
        try await withCorruptSUT { sut in
            await #expect(throws: SQLiteFeedStoreError.self) { try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL()) }
        }
    }

    @Test func retrieve_deliversErrorNamingFileAndReasonOnCorruptFile() async throws {
        try await withCorruptSUT { sut in
            let error = try await #require(throws: SQLiteFeedStoreError.self) { try await sut.characters.retrieve() }

            #expect(error.description.contains(sut.fileURL.path))
            #expect(error.description.contains("not a database"))
        }
    }

    @Test func delete_replacesCorruptFileWithFreshOne() async throws {
        try await withCorruptSUT { sut in
            try await sut.characters.deleteAll()

            #expect(try await sut.characters.retrieve() == [])
            let page = FeedCacheTestData.localPage(number: 1)
            try await sut.characters.insert(page)
            #expect(try await makeSUT(sut.fileURL).characters.retrieve() == [page])
        }
    }

    @Test func delete_replacesTruncatedFileWithFreshOne() async throws {
        try await withTruncatedSUT { sut in

            try await sut.characters.deleteAll()

            #expect(try await sut.characters.retrieve() == [])
        }
    }

    // MARK: - Helpers

    /// A store on a file of 42 pages cut in half, as a crash in the middle of a copy leaves it.
    private func withTruncatedSUT(_ body: (SQLiteFeedStore) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try await populate(SQLiteFeedStore(fileURL: url), pages: 1...42)
            let bytes = try Data(contentsOf: url)
            try bytes.prefix(bytes.count / 2).write(to: url)
            try await body(makeSUT(url))
        }
    }

    private func withCorruptSUT(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (SQLiteFeedStore) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let url = storeURL(in: folder)
            try writeCorruptFile(at: url)
            try await body(makeSUT(url, sourceLocation: sourceLocation))
        }
    }
}

/// Fills a store with pages of the 42-page feed; returns what it now holds.
@discardableResult
func populate(_ store: SQLiteFeedStore, pages: ClosedRange<Int>, savedAt: Date = Date()) async throws -> [LocalCharactersPage] {
    let all = pages.map { FeedCacheTestData.localPage(number: $0, savedAt: savedAt) }
    for page in all { try await store.characters.insert(page) }
    return all
}
