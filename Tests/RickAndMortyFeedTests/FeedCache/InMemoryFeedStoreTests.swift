import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// The shared store contract, run against the in-memory store. It cannot fail to read or
/// write, so only the refusal of an image bigger than the cap stands for the failure specs.
@Suite(.trackingMemoryLeaks)
struct InMemoryFeedStoreTests {
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
        let oldest = FeedCacheTestData.savedAt
        await sut.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: oldest.addingTimeInterval(60)))
        await sut.characters.insert(FeedCacheTestData.localPage(number: 2, savedAt: oldest))
        try await sut.insert(FeedCacheTestData.bytes(30), for: FeedCacheTestData.imageURL(1))
        try await sut.insert(FeedCacheTestData.bytes(12), for: FeedCacheTestData.imageURL(2))

        let statistics = await sut.statistics()

        #expect(statistics == FeedCacheStatistics(
            characters: ResourceCacheStatistics(count: 40, pages: 2, timestamp: oldest), imageCount: 2, imageBytes: 42, totalBytes: 42
        ))
    }

    @Test func statistics_countsEachResourcesItemsAndPagesAndDatesItsOldestPage() async throws {
        let sut = makeSUT()
        let oldest = FeedCacheTestData.savedAt
        await sut.episodes.insert(ResourceTestData.episodesPage(number: 1, savedAt: oldest.addingTimeInterval(60)))
        await sut.episodes.insert(ResourceTestData.episodesPage(number: 2, savedAt: oldest))
        await sut.locations.insert([ResourceTestData.localLocation(id: 9)], savedAt: oldest)

        let statistics = await sut.statistics()

        #expect(statistics.episodes == ResourceCacheStatistics(count: 40, pages: 2, timestamp: oldest))
        #expect(statistics.locations == ResourceCacheStatistics(count: 1, pages: 0, timestamp: nil), "looked up by id, no page")
        #expect(statistics.characters == .empty)
    }

    /// The web app keeps answers while the generation stands still: a save of any resource must
    /// move it, or an answer from before the save would be served after it.
    @Test func generation_movesWithEverySaveOfAnyResource() async throws {
        let sut = makeSUT()
        var seen = [await sut.generation]

        await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
        seen.append(await sut.generation)
        await sut.episodes.insert(ResourceTestData.episodesPage(number: 1))
        seen.append(await sut.generation)
        await sut.locations.insert([ResourceTestData.localLocation(id: 3)], savedAt: FeedCacheTestData.savedAt)
        seen.append(await sut.generation)
        await sut.episodes.deleteAll()
        seen.append(await sut.generation)

        #expect(seen == seen.sorted() && Set(seen).count == seen.count, "\(seen)")
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
