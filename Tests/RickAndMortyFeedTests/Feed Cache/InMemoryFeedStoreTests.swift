import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// The shared store contract, run against the in-memory store. It cannot fail to read or
/// write, so only the refusal of an image bigger than the cap stands for the failure specs.
@Suite(.trackingMemoryLeaks)
struct InMemoryFeedStoreTests {
    @Test func retrieve_deliversNilOnEmptyCache() async throws {
        try await FeedStoreSpecs.retrieve_deliversNilOnEmptyCache(on: makeSUT())
    }

    @Test func retrieveTimestamp_deliversNilOnEmptyCache() async throws {
        try await FeedStoreSpecs.retrieveTimestamp_deliversNilOnEmptyCache(on: makeSUT())
    }

    @Test func retrieveTimestamp_deliversTimestampOfCachedFeedAfterLaterPages() async throws {
        try await FeedStoreSpecs.retrieveTimestamp_deliversTimestampOfCachedFeedAfterLaterPages(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnEmptyCache() async throws {
        try await FeedStoreSpecs.retrieve_hasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func retrieve_deliversFoundValuesOnNonEmptyCache() async throws {
        try await FeedStoreSpecs.retrieve_deliversFoundValuesOnNonEmptyCache(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnNonEmptyCache() async throws {
        try await FeedStoreSpecs.retrieve_hasNoSideEffectsOnNonEmptyCache(on: makeSUT())
    }

    @Test func replace_overridesPreviouslyCachedFeedIncludingLaterPages() async throws {
        try await FeedStoreSpecs.replace_overridesPreviouslyCachedFeedIncludingLaterPages(on: makeSUT())
    }

    @Test func insertPage_addsPageToCachedFeedKeepingItsTimestamp() async throws {
        try await FeedStoreSpecs.insertPage_addsPageToCachedFeedKeepingItsTimestamp(on: makeSUT())
    }

    @Test func insertPage_overwritesPreviouslyCachedSamePage() async throws {
        try await FeedStoreSpecs.insertPage_overwritesPreviouslyCachedSamePage(on: makeSUT())
    }

    @Test func insertPage_doesNothingWithoutCachedFeed() async throws {
        try await FeedStoreSpecs.insertPage_doesNothingWithoutCachedFeed(on: makeSUT())
    }

    @Test func delete_hasNoSideEffectsOnEmptyCache() async throws {
        try await FeedStoreSpecs.delete_hasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func delete_emptiesPreviouslyCachedFeed() async throws {
        try await FeedStoreSpecs.delete_emptiesPreviouslyCachedFeed(on: makeSUT())
    }

    @Test func concurrentOperations_leaveOneWholeFeed() async throws {
        try await FeedStoreSpecs.concurrentOperations_leaveOneWholeFeed(on: makeSUT())
    }

    @Test func retrieveCharacter_deliversNilOnEmptyCache() async throws {
        try await CharacterLookupStoreSpecs.retrieveCharacter_deliversNilOnEmptyCache(on: makeSUT())
    }

    @Test func retrieveCharacter_deliversTheCharacterFromAnyCachedPage() async throws {
        try await CharacterLookupStoreSpecs.retrieveCharacter_deliversTheCharacterFromAnyCachedPage(on: makeSUT())
    }

    @Test func retrieveCharacter_deliversWhatTheLatestSaveHolds() async throws {
        try await CharacterLookupStoreSpecs.retrieveCharacter_deliversWhatTheLatestSaveHolds(on: makeSUT())
    }

    @Test func retrieveCharacter_deliversNilAfterDelete() async throws {
        try await CharacterLookupStoreSpecs.retrieveCharacter_deliversNilAfterDelete(on: makeSUT())
    }

    @Test func retrieveCharacter_hasNoSideEffects() async throws {
        try await CharacterLookupStoreSpecs.retrieveCharacter_hasNoSideEffects(on: makeSUT())
    }

    @Test func retrieveImageData_deliversNilWhenNotFound() async throws {
        try await ImageDataStoreSpecs.retrieveImageData_deliversNilWhenNotFound(on: makeSUT())
    }

    @Test func retrieveImageData_deliversStoredDataForURL() async throws {
        try await ImageDataStoreSpecs.retrieveImageData_deliversStoredDataForURL(on: makeSUT())
    }

    @Test func retrieveImageData_deliversLastInsertedData() async throws {
        try await ImageDataStoreSpecs.retrieveImageData_deliversLastInsertedData(on: makeSUT())
    }

    @Test func imageData_isIndependentOfCachedFeed() async throws {
        try await ImageDataStoreSpecs.imageData_isIndependentOfCachedFeed(on: makeSUT())
    }

    @Test func insertImageData_evictsLeastRecentlyUsedToStayUnderCap() async throws {
        try await ImageDataStoreSpecs.insertImageData_evictsLeastRecentlyUsedToStayUnderCap(
            on: makeSUT(maxImageBytes: ImageDataStoreSpecs.smallCap))
    }

    @Test func retrieveStoredURLs_deliversOnlyTheAskedURLsThatHaveData() async throws {
        try await ImageDataStoreSpecs.retrieveStoredURLs_deliversOnlyTheAskedURLsThatHaveData(on: makeSUT())
    }

    @Test func retrieveStoredURLs_hasNoSideEffectsOnEviction() async throws {
        try await ImageDataStoreSpecs.retrieveStoredURLs_hasNoSideEffectsOnEviction(
            on: makeSUT(maxImageBytes: ImageDataStoreSpecs.smallCap))
    }

    @Test func insertImageData_refusesDataLargerThanCapKeepingOtherImages() async throws {
        try await ImageDataStoreSpecs.insertImageData_refusesDataLargerThanCapKeepingOtherImages(
            on: makeSUT(maxImageBytes: ImageDataStoreSpecs.smallCap))
    }

    @Test func statistics_countsCachedCharactersAndImages() async throws {
        let sut = makeSUT()
        let timestamp = Date()
        await sut.replaceFeed(with: FeedCacheTestData.localPage(number: 1), timestamp: timestamp)
        await sut.insert(FeedCacheTestData.localPage(number: 2))
        try await sut.insert(FeedCacheTestData.bytes(30), for: FeedCacheTestData.imageURL(1))
        try await sut.insert(FeedCacheTestData.bytes(12), for: FeedCacheTestData.imageURL(2))

        let statistics = await sut.statistics()

        #expect(statistics == FeedCacheStatistics(timestamp: timestamp, characterCount: 40, imageCount: 2, imageBytes: 42, totalBytes: 42))
    }

    // MARK: - Helpers

    private func makeSUT(
        maxImageBytes: Int = InMemoryFeedStore.defaultMaxImageBytes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> InMemoryFeedStore {
        let sut = InMemoryFeedStore(maxImageBytes: maxImageBytes)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
