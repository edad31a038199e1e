import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Cache feed*. The seeds' "deletion error" and "insertion error" courses are one atomic
/// replacement here (a failed save must leave the previous cache), so both are a replacement error.
@Suite(.trackingMemoryLeaks)
struct CacheFeedUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func save_firstPage_requestsCacheReplacementStampedWithCurrentDate() async throws {
        let (sut, store) = makeSUT()
        let page = uniquePage()

        try await sut.save(page, for: CharactersQuery(page: 1))

        #expect(store.receivedMessages == [.replaceFeed(localPage(page, number: 1), fixedCurrentDate)])
    }

    @Test func save_firstPage_failsOnReplacementError() async {
        let (sut, store) = makeSUT()
        store.completeReplacement(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.save(uniquePage(), for: CharactersQuery(page: 1)) }
    }

    @Test func save_firstPage_succeedsOnSuccessfulReplacement() async throws {
        let (sut, _) = makeSUT()

        try await sut.save(uniquePage(), for: CharactersQuery(page: 1))
    }

    @Test func save_filteredQuery_doesNotMessageStore() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(uniquePage(), for: filteredQuery)
        try await sut.save(uniquePage(), for: CharactersQuery(page: 2, filters: CharacterFilters(status: "dead")))

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func save_laterPage_addsPageToNonExpiredCache() async throws {
        let (sut, store) = makeSUT()
        let page = uniquePage(21...40, nextPage: 3)
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1))))

        try await sut.save(page, for: CharactersQuery(page: 2))

        #expect(store.receivedMessages == [.retrieveTimestamp, .insert(localPage(page, number: 2))])
    }

    @Test func save_laterPage_doesNotCachePageWithoutCachedFeed() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(nil))

        try await sut.save(uniquePage(21...40), for: CharactersQuery(page: 2))

        #expect(store.receivedMessages == [.retrieveTimestamp])
    }

    @Test func save_laterPage_doesNotCachePageOnCacheExpiration() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate.minusFeedCacheMaxAge())))

        try await sut.save(uniquePage(21...40), for: CharactersQuery(page: 2))

        #expect(store.receivedMessages == [.retrieveTimestamp])
    }

    @Test func save_laterPage_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .failure(AnyError()))

        await #expect(throws: AnyError()) { try await sut.save(uniquePage(21...40), for: CharactersQuery(page: 2)) }
        #expect(store.receivedMessages == [.retrieveTimestamp])
    }

    @Test func save_laterPage_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .success(cache(savedAt: fixedCurrentDate)))
        store.completeInsertion(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.save(uniquePage(21...40), for: CharactersQuery(page: 2)) }
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
