import RickAndMortyFeed
import Testing
import TestSupport

/// The character listing contract on the in-memory store.
@Suite struct InMemoryCharacterListingStoreTests {
    @Test func listing_whenTheCachedPagesAreNotTheWholeFeed_isNil() async throws {
        try await CharacterListingStoreSpecs.listing_whenTheCachedPagesAreNotTheWholeFeed_isNil(on: InMemoryFeedStore())
    }

    @Test func listing_sortsByNameIgnoringCaseAndAccentsByEpisodesMostFirstOrByID_tiesByID() async throws {
        try await CharacterListingStoreSpecs.listing_sortsByNameIgnoringCaseAndAccentsByEpisodesMostFirstOrByID_tiesByID(on: InMemoryFeedStore())
    }

    @Test func listing_keepsOnlyMatchesOfTheFiltersAndLinks_asTheAPIMatches() async throws {
        try await CharacterListingStoreSpecs.listing_keepsOnlyMatchesOfTheFiltersAndLinks_asTheAPIMatches(on: InMemoryFeedStore())
    }

    @Test func listing_pagesWithTheChosenSizeAndCountsEveryMatchOnce() async throws {
        try await CharacterListingStoreSpecs.listing_pagesWithTheChosenSizeAndCountsEveryMatchOnce(on: InMemoryFeedStore())
    }
}
