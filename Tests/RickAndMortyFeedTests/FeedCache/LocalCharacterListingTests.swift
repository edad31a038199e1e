import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *List characters from the cache*: the whole valid feed or nothing, paged with the size asked.
@Suite struct LocalCharacterListingTests {
    private let now = FeedCacheTestData.savedAt

    @Test func load_onEmptyCache_deliversNil() async throws {
        #expect(try await makeSUT(InMemoryFeedStore()).load(CharacterListingQuery(order: .name)) == nil)
    }

    @Test func load_whenAPageOfTheFeedIsSevenDaysOld_deliversNil() async throws {
        let store = InMemoryFeedStore()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, totalPages: 2, savedAt: now))
        await store.characters.insert(FeedCacheTestData.localPage(number: 2, totalPages: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 7)))

        #expect(try await makeSUT(store).load(CharacterListingQuery(order: .name)) == nil)
    }

    @Test func load_wholeValidFeed_deliversThePageAskedWithTheNextAndTheCountAndTheOldestTimestamp() async throws {
        let store = InMemoryFeedStore()
        let older = now.addingTimeInterval(-3_600)
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, totalPages: 2, savedAt: older))
        await store.characters.insert(FeedCacheTestData.localPage(number: 2, totalPages: 2, savedAt: now))
        let sut = makeSUT(store)

        let first = try #require(try await sut.load(CharacterListingQuery(order: .id, page: 1, pageSize: 30)))
        let second = try #require(try await sut.load(CharacterListingQuery(order: .id, page: 2, pageSize: 30)))

        #expect(first.page.items.map(\.id) == Array(1...30))
        #expect(first.page.nextPage == 2)
        #expect(first.page.totalPages == 2)
        #expect(first.page.totalCount == 40)
        #expect(first.savedAt == older)
        #expect(second.page.items.map(\.id) == Array(31...40))
        #expect(second.page.nextPage == nil)
    }

    @Test func load_everyMatchOnOnePage_whenNoPageSizeIsAsked() async throws {
        let store = InMemoryFeedStore()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, totalPages: 1))

        let listing = try #require(try await makeSUT(store).load(CharacterListingQuery(originID: 1, pageSize: nil)))

        #expect(listing.page.items.map(\.id) == Array(stride(from: 1, through: 19, by: 2)), "odd ids come from location 1")
        #expect(listing.page.nextPage == nil)
        #expect(listing.page.totalPages == 1)
    }

    private func makeSUT(_ store: InMemoryFeedStore) -> LocalCharacterListing {
        LocalCharacterListing(store: store, currentDate: { [now] in now })
    }
}
