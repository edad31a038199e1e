import Foundation
import RickAndMortyFeed
import Testing

/// The failure half of the store contract, for stores that can fail. Each spec takes a store
/// whose storage is broken in the way its name says (a corrupt file, a read-only folder).
public enum FailableFeedStoreSpecs {
    public static func retrieve_deliversFailureOnRetrievalError(
        on sut: some ResourceStore<LocalFeedCharacter>, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrieve() }
    }

    public static func retrievePage_deliversFailureOnRetrievalError(
        on sut: some ResourceStore<LocalFeedCharacter>, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrievePage(number: 1) }
    }

    public static func retrieve_hasNoSideEffectsOnFailure(
        on sut: some ResourceStore<LocalFeedCharacter>, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrieve() }
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrieve() }
    }

    public static func insertPage_deliversErrorOnInsertionError(
        on sut: some ResourceStore<LocalFeedCharacter>, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.insert(FeedCacheTestData.localPage(number: 2))
        }
    }

    public static func delete_deliversErrorOnDeletionError(
        on sut: some ResourceStore<LocalFeedCharacter>, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.deleteAll() }
    }

    public static func insertImageData_deliversErrorOnInsertionError(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))
        }
    }

    /// `previous` is what the store held before it broke; `readAfterRepair` reads the storage
    /// once the failure is lifted. A failed save must leave exactly the previous cache.
    public static func failedSaves_leavePreviousCacheExactlyAsItWas(
        on sut: some ResourceStore<LocalFeedCharacter>,
        previous: [LocalCharactersPage],
        readAfterRepair: () async throws -> [LocalCharactersPage],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try? await sut.insert(FeedCacheTestData.localPage(number: 1, nameSuffix: " (new)", savedAt: Date()))
        _ = try? await sut.insert(FeedCacheTestData.localPage(number: 3))
        _ = try? await sut.deletePages(previous.map(\.info))
        _ = try? await sut.deleteAll()

        #expect(try await readAfterRepair() == previous, sourceLocation: sourceLocation)
    }
}
