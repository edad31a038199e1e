import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Validate feed cache*: an unreadable or expired cache is deleted; nothing else is touched.
@Suite(.trackingMemoryLeaks)
struct ValidateFeedCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func validateCache_deletesCacheOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .failure(AnyError()))

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func validateCache_doesNotDeleteCacheOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(nil))

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateCache_doesNotDeleteNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1))))

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateCache_deletesCacheOnExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge())))

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func validateCache_deletesExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1))))

        try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test func validateCache_failsOnDeletionErrorOfFailedRetrieval() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .failure(AnyError()))
        store.completeDeletion(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.validateCache() }
    }

    @Test func validateCache_failsOnDeletionErrorOfExpiredCache() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge())))
        store.completeDeletion(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.validateCache() }
    }

    @Test func validateCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .failure(AnyError()))

        try await sut.validateCache()
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (LocalCharactersLoader, FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalCharactersLoader(store: store, currentDate: { fixedCurrentDate })
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }

    private func cache(savedAt timestamp: Date) -> CachedFeed {
        CachedFeed(pages: [localPage(uniquePage(), number: 1)], timestamp: timestamp)
    }
}
