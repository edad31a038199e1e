import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// The search index contract on the in-memory store.
@Suite struct InMemorySearchIndexTests {
    @Test func search_onEmptyCache_findsNothingAndHasNoEntries() async throws {
        try await SearchIndexSpecs.search_onEmptyCache_findsNothingAndHasNoEntries(on: InMemoryFeedStore())
    }

    @Test func search_findsCharactersByThePrefixOfAnyIndexedWordIgnoringCaseAndAccents() async throws {
        try await SearchIndexSpecs.search_findsCharactersByThePrefixOfAnyIndexedWordIgnoringCaseAndAccents(on: InMemoryFeedStore())
    }

    @Test func search_findsEpisodesByNameAndCodeAndLocationsByNameTypeAndDimension() async throws {
        let store = InMemoryFeedStore()
        try await SearchIndexSpecs.search_findsEpisodesByNameAndCodeAndLocationsByNameTypeAndDimension(
            on: store, episodes: store.episodes, locations: store.locations
        )
    }

    @Test func search_ranksAMatchInTheNameAboveAMatchElsewhere() async throws {
        try await SearchIndexSpecs.search_ranksAMatchInTheNameAboveAMatchElsewhere(on: InMemoryFeedStore())
    }

    @Test func search_findsAnItemOnceAndAtMostLimitResults() async throws {
        try await SearchIndexSpecs.search_findsAnItemOnceAndAtMostLimitResults(on: InMemoryFeedStore())
    }

    @Test func search_findsOnlyWhatWasSavedInTheRange() async throws {
        let store = InMemoryFeedStore()
        try await SearchIndexSpecs.search_findsOnlyWhatWasSavedInTheRange(on: store, episodes: store.episodes)
    }

    @Test func search_followsARestampedPage() async throws {
        let store = InMemoryFeedStore()
        try await SearchIndexSpecs.search_followsARestampedPage(on: store, episodes: store.episodes)
    }

    @Test func search_followsEveryReplaceAndDelete() async throws {
        let store = InMemoryFeedStore()
        try await SearchIndexSpecs.search_followsEveryReplaceAndDelete(on: store, episodes: store.episodes) {
            await store.deleteAll()
        }
    }

    @Test func search_ranksByWordsThenTyposThenFieldThenExactnessThenProminence() async throws {
        let store = InMemoryFeedStore()
        try await SearchRankingSpecs.search_ranksByWordsThenTyposThenFieldThenExactnessThenProminence(on: store, episodes: store.episodes)
    }

    @Test func search_findsAWordWithinItsTyposBelowWhatIsFoundAsTyped() async throws {
        try await SearchRankingSpecs.search_findsAWordWithinItsTyposBelowWhatIsFoundAsTyped(on: InMemoryFeedStore())
    }

    @Test func search_readsEpisodeCodesAsPeopleWriteThem() async throws {
        let store = InMemoryFeedStore()
        try await SearchRankingSpecs.search_readsEpisodeCodesAsPeopleWriteThem(on: store, episodes: store.episodes)
    }

    @Test func suggestions_areTheItemsAWordFindsWithOneTypoMore() async throws {
        try await SearchRankingSpecs.suggestions_areTheItemsAWordFindsWithOneTypoMore(on: InMemoryFeedStore())
    }

    @Test func search_prominenceFollowsAnItemSavedAgain() async throws {
        let store = InMemoryFeedStore()
        try await SearchRankingSpecs.search_prominenceFollowsAnItemSavedAgain(on: store, episodes: store.episodes)
    }

    @Test func search_findsATypoOfAWordSavedAfterAnEarlierSearch() async throws {
        try await SearchRankingSpecs.search_findsATypoOfAWordSavedAfterAnEarlierSearch(on: InMemoryFeedStore())
    }
}
