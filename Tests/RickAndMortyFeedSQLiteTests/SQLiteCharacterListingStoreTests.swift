import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The character listing contract on the file store: filtered, sorted and paged in SQL with the
/// core's own comparison and matching.
@Suite(.trackingMemoryLeaks)
struct SQLiteCharacterListingStoreTests {
    @Test func listing_whenTheCachedPagesAreNotTheWholeFeed_isNil() async throws {
        try await withStore { try await CharacterListingStoreSpecs.listing_whenTheCachedPagesAreNotTheWholeFeed_isNil(on: $0) }
    }

    @Test func listing_sortsByNameIgnoringCaseAndAccentsByEpisodesMostFirstOrByID_tiesByID() async throws {
        try await withStore {
            try await CharacterListingStoreSpecs.listing_sortsByNameIgnoringCaseAndAccentsByEpisodesMostFirstOrByID_tiesByID(on: $0)
        }
    }

    @Test func listing_keepsOnlyMatchesOfTheFiltersAndLinks_asTheAPIMatches() async throws {
        try await withStore { try await CharacterListingStoreSpecs.listing_keepsOnlyMatchesOfTheFiltersAndLinks_asTheAPIMatches(on: $0) }
    }

    @Test func listing_pagesWithTheChosenSizeAndCountsEveryMatchOnce() async throws {
        try await withStore { try await CharacterListingStoreSpecs.listing_pagesWithTheChosenSizeAndCountsEveryMatchOnce(on: $0) }
    }

    /// A sorted listing is answered by a second process that opens the file too (the functions
    /// SQL calls are there on every connection).
    @Test func listing_fromAStoreOpenedOnAFileAnotherStoreWrote_isSorted() async throws {
        try await withTemporaryFolder { folder in
            let writer = makeSUT(storeURL(in: folder))
            try await writer.characters.insert(FeedCacheTestData.localPage(number: 1, totalPages: 1))
            let reader = makeSUT(storeURL(in: folder))

            let listing = try await reader.characterListing(
                CharacterListingQuery(order: .episodes), saved: Date.distantPast...Date.distantFuture
            )

            #expect(listing?.characters.first?.episodeCount == 20)
        }
    }

    private func withStore(sourceLocation: SourceLocation = #_sourceLocation, _ body: (SQLiteFeedStore) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in try await body(makeSUT(storeURL(in: folder), sourceLocation: sourceLocation)) }
    }
}
