import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Cache feed*, page by page: the case study's "delete the cache, then insert" is one atomic
/// replacement of the page that remote delivered, so a failed save leaves that page as it was
/// and every other cached page untouched.
@Suite(.trackingMemoryLeaks)
struct CacheFeedUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() async {
        let (_, store) = makeSUT()

        #expect(await store.messages.isEmpty)
    }

    @Test func save_firstPage_requestsReplacementOfThatPageStampedWithCurrentDate() async throws {
        let (sut, store) = makeSUT()
        let page = uniquePage()

        try await sut.save(page, for: CharactersQuery(page: 1))

        #expect(await store.messages == [.insert(localPage(page, number: 1, savedAt: fixedCurrentDate))])
    }

    /// A person who opens page 5 first (a link, a bookmark) has it offline too: a page does not
    /// need page 1, nor any other page, to be cached.
    @Test func save_laterPage_requestsReplacementOfThatPageOnlyWithoutReadingTheCache() async throws {
        let (sut, store) = makeSUT()
        let page = uniquePage(81...100, nextPage: 6)

        try await sut.save(page, for: CharactersQuery(page: 5))

        #expect(await store.messages == [.insert(localPage(page, number: 5, savedAt: fixedCurrentDate))])
    }

    /// The API's `ETag` goes with the page, so that the page can be revalidated once expired.
    @Test func save_withTheAPIsEntityTag_keepsTheTagWithThePage() async throws {
        let (sut, store) = makeSUT()
        let page = uniquePage()

        try await sut.save(page, for: CharactersQuery(page: 1), entityTag: "\"p1\"")

        #expect(await store.messages == [.insert(localPage(page, number: 1, savedAt: fixedCurrentDate).tagged("\"p1\""))])
    }

    @Test func save_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        await store.completeInsertion(with: AnyError())

        await #expect(throws: AnyError()) { try await sut.save(uniquePage(), for: CharactersQuery(page: 1)) }
    }

    @Test func save_succeedsOnSuccessfulInsertion() async throws {
        let (sut, _) = makeSUT()

        try await sut.save(uniquePage(21...40), for: CharactersQuery(page: 2))
    }

    @Test func save_filteredQuery_doesNotMessageStore() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(uniquePage(), for: filteredQuery)
        try await sut.save(uniquePage(), for: CharactersQuery(page: 2, filters: CharacterFilters(status: "dead")))

        #expect(await store.messages.isEmpty)
    }

    /// The API's "nothing here" past the end is an honest empty answer, not a page of the feed:
    /// saved, it would make the cache look as if the feed had a gap (`WholeFeed`).
    @Test func save_aPagePastTheEnd_doesNotMessageStore() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(CharactersPage(characters: [], nextPage: nil, totalPages: 0), for: CharactersQuery(page: 100))
        try await sut.save([(number: 100, page: CharactersPage(characters: [], nextPage: nil, totalPages: 0))])

        #expect(await store.messages.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (LocalCharactersLoader, ResourceStoreSpy<LocalFeedCharacter>) {
        let store = ResourceStoreSpy<LocalFeedCharacter>()
        let sut = LocalCharactersLoader(store: store, currentDate: { fixedCurrentDate })
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
