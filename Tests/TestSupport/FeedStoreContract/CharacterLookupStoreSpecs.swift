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

    // MARK: - Characters looked up by id

    public static func retrieveCharacter_deliversALookedUpCharacterThatNoPageHas(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let lookedUp = FeedCacheTestData.lookedUp(id: 500)
        try await sut.insert(FeedCacheTestData.localPage(number: 1))

        try await sut.insertLookedUpCharacter(lookedUp)

        #expect(try await sut.retrieveCharacter(id: 500) == lookedUp.character, sourceLocation: sourceLocation)
        #expect(try await sut.retrieve() == [FeedCacheTestData.localPage(number: 1)], "the pages stay as they were", sourceLocation: sourceLocation)
    }

    public static func retrieveCharacter_prefersTheCachedPagesCharacterToALookedUpOne(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = FeedCacheTestData.localPage(number: 1)
        try await sut.insertLookedUpCharacter(FeedCacheTestData.lookedUp(id: 3, name: "Older lookup"))
        try await sut.insert(page)

        #expect(try await sut.retrieveCharacter(id: 3) == page.characters[2], sourceLocation: sourceLocation)
    }

    public static func retrieveLookedUpCharacters_deliversEachWithItsOwnTimestampSortedByID(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let later = FeedCacheTestData.lookedUp(id: 9, savedAt: FeedCacheTestData.savedAt.addingTimeInterval(0.25))
        let earlier = FeedCacheTestData.lookedUp(id: 4)
        try await sut.insertLookedUpCharacter(later)
        try await sut.insertLookedUpCharacter(earlier)

        #expect(try await sut.retrieveLookedUpCharacters() == [earlier, later], sourceLocation: sourceLocation)
    }

    public static func insertLookedUpCharacter_replacesTheOneWithTheSameID(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insertLookedUpCharacter(FeedCacheTestData.lookedUp(id: 7))
        let latest = FeedCacheTestData.lookedUp(id: 7, name: "Renamed", savedAt: FeedCacheTestData.savedAt.addingTimeInterval(60))

        try await sut.insertLookedUpCharacter(latest)

        #expect(try await sut.retrieveLookedUpCharacters() == [latest], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveCharacter(id: 7) == latest.character, sourceLocation: sourceLocation)
    }

    public static func deleteLookedUpCharacters_removesTheGivenOnesKeepingOneSavedAgainSince(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let gone = FeedCacheTestData.lookedUp(id: 1)
        let kept = FeedCacheTestData.lookedUp(id: 2)
        let savedAgain = FeedCacheTestData.lookedUp(id: 3)
        for character in [gone, kept, savedAgain] { try await sut.insertLookedUpCharacter(character) }
        let refreshed = FeedCacheTestData.lookedUp(id: 3, savedAt: FeedCacheTestData.savedAt.addingTimeInterval(60))
        try await sut.insertLookedUpCharacter(refreshed)

        try await sut.deleteLookedUpCharacters([gone, savedAgain])

        #expect(try await sut.retrieveLookedUpCharacters() == [kept, refreshed], sourceLocation: sourceLocation)
    }

    public static func deleteCachedFeed_removesTheLookedUpCharactersToo(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insertLookedUpCharacter(FeedCacheTestData.lookedUp(id: 500))

        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieveLookedUpCharacters() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveCharacter(id: 500) == nil, sourceLocation: sourceLocation)
    }

    /// What a detail's character links and the image path read: each asked character once, from
    /// its newest copy on a page or looked up, expired or not, sorted by id.
    public static func retrieveSavedCharacters_deliversEachOnceWithTheNewestTimeItWasSaved(
        on sut: some CharacterLookupStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(FeedCacheTestData.localPage(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 30)))
        try await sut.insert(FeedCacheTestData.localPage(number: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 1)))
        let moved = FeedCacheTestData.localCharacter(id: 5, name: "Moved")
        try await sut.insert(LocalCharactersPage(
            number: 3, characters: [moved], nextPage: 4, totalPages: 42, savedAt: FeedCacheTestData.timestamp(daysAgo: 0)
        ))
        try await sut.insertLookedUpCharacter(FeedCacheTestData.lookedUp(id: 21, name: "Older", savedAt: FeedCacheTestData.timestamp(daysAgo: 2)))
        try await sut.insertLookedUpCharacter(FeedCacheTestData.lookedUp(id: 500, savedAt: FeedCacheTestData.timestamp(daysAgo: 5)))

        let found = try await sut.retrieveSavedCharacters(ids: [500, 21, 5, 999, 5, 2])

        #expect(found == [
            LocalSavedItem(item: FeedCacheTestData.localCharacter(id: 2), savedAt: FeedCacheTestData.timestamp(daysAgo: 30)),
            LocalSavedItem(item: moved, savedAt: FeedCacheTestData.timestamp(daysAgo: 0)),
            LocalSavedItem(item: FeedCacheTestData.localCharacter(id: 21), savedAt: FeedCacheTestData.timestamp(daysAgo: 1)),
            LocalSavedItem(item: FeedCacheTestData.localCharacter(id: 500), savedAt: FeedCacheTestData.timestamp(daysAgo: 5)),
        ], sourceLocation: sourceLocation)
    }
}
