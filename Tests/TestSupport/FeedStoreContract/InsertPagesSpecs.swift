import Foundation
import RickAndMortyFeed
import Testing

/// Saving many pages at once (a sync's), for every resource's store:
/// each given page is replaced as a one-page insert would, and every other page is left alone.
public enum InsertPagesSpecs {
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
