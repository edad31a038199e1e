import Foundation
import RickAndMortyFeed
import Testing

/// Saving many pages at once (a sync's), for the characters' and the other resources' stores:
/// each given page is replaced as a one-page insert would, and every other page is left alone.
public enum InsertPagesSpecs {
    public static func insertPages_replacesEachGivenPageAndLeavesTheOthers(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let older = [1, 2, 3].map { FeedCacheTestData.localPage(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: 3)) }
        for page in older { try await sut.insert(page) }
        let latest = [3, 2, 4].map {
            FeedCacheTestData.localPage(number: $0, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))
        }

        try await sut.insert(latest)

        #expect(try await sut.retrieve() == [older[0], latest[1], latest[0], latest[2]], sourceLocation: sourceLocation)
    }

    /// A number given twice in one save is saved as the last of its pages, as two saves in a row
    /// would save it; nothing of the first is kept beside it.
    public static func insertPages_withANumberTwice_savesTheLastOfItsPages(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = FeedCacheTestData.localPage(number: 2, nameSuffix: " (first)")
        let last = FeedCacheTestData.localPage(number: 2, nameSuffix: " (last)")

        try await sut.insert([first, FeedCacheTestData.localPage(number: 1), last])

        #expect(try await sut.retrieve() == [FeedCacheTestData.localPage(number: 1), last], sourceLocation: sourceLocation)
    }

    /// More characters than one statement of a store may write (140, in one save and then again,
    /// renamed): each page comes back whole, in order, each character once.
    public static func insertPages_manyPagesTwice_keepsEachCharacterOnceInOrder(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert((1...7).map { FeedCacheTestData.localPage(number: $0) })
        let renamed = (1...7).map { FeedCacheTestData.localPage(number: $0, nameSuffix: " Renamed") }

        try await sut.insert(renamed)

        #expect(try await sut.retrieve() == renamed, sourceLocation: sourceLocation)
    }

    public static func insertPages_savesEachPageWithItsItemsAndLeavesTheOthers<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = Item.page(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 2))
        try await sut.insert(first)
        let latest = [3, 2].map { Item.page(number: $0, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0)) }

        try await sut.insert(latest)

        #expect(try await sut.retrieve() == [first, latest[1], latest[0]], sourceLocation: sourceLocation)
        let items = latest.flatMap(\.items)
        #expect(try await sut.retrieveItems(ids: items.map(\.id)).map(\.item) == items.sorted { $0.id < $1.id }, sourceLocation: sourceLocation)
    }
}
