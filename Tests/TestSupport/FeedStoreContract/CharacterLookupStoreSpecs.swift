import Foundation
import RickAndMortyFeed
import Testing

/// The `CharacterLookupStore` contract, run against every store that can look a character up
/// by id. Each spec takes a fresh, empty store.
public enum CharacterLookupStoreSpecs {
    public static func retrieveCharacter_deliversNilOnEmptyCache(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieveCharacter(id: 1) == nil, sourceLocation: sourceLocation)
    }

    public static func retrieveCharacter_deliversTheCharacterFromAnyCachedPage(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = FeedCacheTestData.localPage(number: 1)
        let second = FeedCacheTestData.localPage(number: 2)
        try await sut.insert(first)
        try await sut.insert(second)

        #expect(try await sut.retrieveCharacter(id: 1) == first.characters.first, sourceLocation: sourceLocation)
        #expect(try await sut.retrieveCharacter(id: 25) == second.characters[4], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveCharacter(id: 41) == nil, sourceLocation: sourceLocation)
    }

    public static func retrieveCharacter_deliversWhatTheLatestSaveHoldsAndKeepsOtherPages(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let second = FeedCacheTestData.localPage(number: 2)
        try await sut.insert(FeedCacheTestData.localPage(number: 1))
        try await sut.insert(second)
        let latest = FeedCacheTestData.localPage(number: 1, nameSuffix: " (new)")

        try await sut.insert(latest)

        #expect(try await sut.retrieveCharacter(id: 3) == latest.characters[2], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveCharacter(id: 25) == second.characters[4], sourceLocation: sourceLocation)
    }

    public static func retrieveCharacter_deliversNilAfterDelete(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(FeedCacheTestData.localPage(number: 1))

        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieveCharacter(id: 1) == nil, sourceLocation: sourceLocation)
    }

    public static func retrieveCharacter_hasNoSideEffects(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = FeedCacheTestData.localPage(number: 1)
        try await sut.insert(page)

        _ = try await sut.retrieveCharacter(id: 1)
        _ = try await sut.retrieveCharacter(id: 999)

        #expect(try await sut.retrieve() == [page], sourceLocation: sourceLocation)
    }
}
