import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Validate feed cache*: an unreadable cache is deleted, and each expired page; nothing else is touched.
@Suite(.trackingMemoryLeaks)
struct ValidateFeedCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() async {
        let (_, store) = makeSUT()

        #expect(await store.messages.isEmpty)
    }

    @Test func validateCache_deletesCacheOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        await store.completeRetrieval(with: AnyError())

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .deleteAll])
    }

    @Test func validateCache_doesNotDeleteCacheOnEmptyCache() async throws {
        let (sut, store) = makeSUT()

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .retrieveItemStamps])
    }

    @Test func validateCache_doesNotDeleteNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)))

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .retrieveItemStamps])
    }

    @Test func validateCache_deletesPageOnExpiration() async throws {
        let (sut, store) = makeSUT()
        let pages = cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge())
        await store.hold(pages)

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .retrieveItemStamps, .deletePages(pages.map(\.info)), .deleteItems(stamps(pages))])
    }

    @Test func validateCache_deletesExpiredPage() async throws {
        let (sut, store) = makeSUT()
        let pages = cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1))
        await store.hold(pages)

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .retrieveItemStamps, .deletePages(pages.map(\.info)), .deleteItems(stamps(pages))])
    }

    @Test func validateCache_deletesOnlyTheExpiredPagesKeepingValidOnes() async throws {
        let (sut, store) = makeSUT()
        let valid = localPage(uniquePage(), number: 1, savedAt: fixedCurrentDate)
        let expired = localPage(uniquePage(21...40), number: 2, savedAt: fixedCurrentDate.minusFeedCacheMaxAge())
        let alsoValid = localPage(uniquePage(41...60), number: 3, savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1))
        await store.hold([valid, expired, alsoValid])

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .retrieveItemStamps, .deletePages([expired].map(\.info)), .deleteItems(stamps([expired]))])
    }

    @Test func validateCache_deletesPageSavedMoreThanADayInTheFuture() async throws {
        let (sut, store) = makeSUT()
        let pages = cache(savedAt: fixedCurrentDate.adding(days: 2))
        await store.hold(pages)

        try await sut.validateCache()

        #expect(await store.messages == [.retrievePageInfos, .retrieveItemStamps, .deletePages(pages.map(\.info)), .deleteItems(stamps(pages))])
    }

    @Test func validateCache_failsOnDeletionErrorOfFailedRetrieval() async {
        let (sut, store) = makeSUT()
        await store.completeRetrieval(with: AnyError())
        await store.completeDeletion(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.validateCache() }
    }

    @Test func validateCache_failsOnDeletionErrorOfExpiredCache() async {
        let (sut, store) = makeSUT()
        await store.hold(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge()))
        await store.completeDeletion(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.validateCache() }
    }

    @Test func validateCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() async throws {
        let (sut, store) = makeSUT()
        await store.completeRetrieval(with: AnyError())

        try await sut.validateCache()
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (LocalCharactersLoader, ResourceStoreSpy<LocalFeedCharacter>) {
        let store = ResourceStoreSpy<LocalFeedCharacter>()
        let sut = LocalCharactersLoader(store: store, currentDate: { fixedCurrentDate })
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }

    /// Each item of `pages` with its page's timestamp, as the store keeps it.
    private func stamps(_ pages: [LocalCharactersPage]) -> [LocalItemStamp] {
        pages.flatMap { page in page.items.map { LocalItemStamp(id: $0.id, savedAt: page.savedAt) } }
    }

    private func cache(savedAt timestamp: Date) -> [LocalCharactersPage] {
        [localPage(uniquePage(), number: 1, savedAt: timestamp)]
    }
}
