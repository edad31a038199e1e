import Foundation
import RickAndMortyFeed
import Testing

/// The store contract's rules for reading without changing and for replacing a page: a reader
/// never changes the cache, and whatever saves happen, each page is one whole page.
extension ResourceStoreSpecs {
    public static func retrieve_hasNoSideEffects<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = Item.page(number: 1)
        try await sut.insert(page)

        let first = try await sut.retrieve()
        let firstItems = try await sut.retrieveItems(ids: [1, 2])

        #expect(try await sut.retrieve() == first && first == [page], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems(ids: [1, 2]) == firstItems, sourceLocation: sourceLocation)
        #expect(try await sut.retrievePage(number: 1) == page, sourceLocation: sourceLocation)
    }

    /// The last page of a resource shrinks as the API changes: the page saved again lists only
    /// what it lists now.
    public static func insert_replacesAPageThatHasFewerItemsNow<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(Item.page(number: 3))
        let shorter = LocalResourcePage(
            number: 3, items: [Item.fixture(id: 41, nameSuffix: " (new)")], nextPage: nil, totalPages: 3,
            savedAt: FeedCacheTestData.timestamp(daysAgo: 0)
        )

        try await sut.insert(shorter)

        #expect(try await sut.retrievePage(number: 3) == shorter, sourceLocation: sourceLocation)
    }

    /// A number given twice in one save is saved as the last of its pages, as two saves in a row
    /// would save it.
    public static func insertPages_withANumberTwice_savesTheLastOfItsPages<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = Item.page(number: 2, nameSuffix: " (first)")
        let last = Item.page(number: 2, nameSuffix: " (last)")

        try await sut.insert([first, Item.page(number: 1), last])

        #expect(try await sut.retrieve() == [Item.page(number: 1), last], sourceLocation: sourceLocation)
    }

    /// More items than one statement of a store may write (140, in one save and then again,
    /// renamed): each page comes back whole, in order.
    public static func insertPages_manyPagesTwice_keepsEachItemOnceInOrder<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert((1...7).map { Item.page(number: $0) })
        let renamed = (1...7).map { Item.page(number: $0, nameSuffix: " Renamed") }

        try await sut.insert(renamed)

        #expect(try await sut.retrieve() == renamed, sourceLocation: sourceLocation)
    }

    /// Saves and reads from many tasks at once (a web server's requests) end in one of the pages
    /// written, whole.
    public static func concurrentOperations_leaveOneWholePage<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let candidates = (0..<8).map { Item.page(number: 1, nameSuffix: " v\($0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for page in candidates {
                group.addTask { try await sut.insert(page) }
                group.addTask { _ = try await sut.retrieve() }
            }
            try await group.waitForAll()
        }

        let pages = try await sut.retrieve()
        #expect(pages.count == 1 && candidates.contains(pages[0]), sourceLocation: sourceLocation)
    }

    /// `sut` is a store that can no longer write; `readAfterRepair` reads the storage once the
    /// failure is lifted. Failed saves and deletes leave exactly the previous cache.
    public static func failedSaves_leavePreviousCacheExactlyAsItWas<Item: SpecItem, Store: ResourceStore<Item>>(
        on sut: Store,
        previous: [LocalResourcePage<Item>],
        readAfterRepair: () async throws -> [LocalResourcePage<Item>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try? await sut.insert(Item.page(number: 1, nameSuffix: " (new)", savedAt: Date()))
        _ = try? await sut.insert([Item.page(number: 3)])
        _ = try? await sut.insert([Item.fixture(id: 99)], savedAt: Date())
        _ = try? await sut.deletePages(previous.map(\.info))
        _ = try? await sut.deleteAll()

        #expect(try await readAfterRepair() == previous, sourceLocation: sourceLocation)
    }
}
