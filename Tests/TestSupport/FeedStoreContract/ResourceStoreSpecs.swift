import Foundation
import RickAndMortyFeed
import Testing

/// The `ResourceStore` contract, written once and run for every resource (characters, episodes,
/// locations) against every store (memory, SQLite). Each spec takes a fresh, empty store.
public enum ResourceStoreSpecs {
    public static func retrieve_deliversNothingOnEmptyCache<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrievePage(number: 1) == nil, sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems(ids: [1, 2]) == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrievePageInfos() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItemStamps() == [], sourceLocation: sourceLocation)
    }

    /// Validation reads when each page and item was saved, never the items themselves.
    public static func retrievePageInfosAndItemStamps_sayWhatIsHeldAndWhenItWasSaved<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let pages = [2, 1].map { Item.page(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: $0)) }
        try await sut.insert(pages)
        try await sut.insert([Item.fixture(id: 99)], savedAt: FeedCacheTestData.timestamp(daysAgo: 9))

        #expect(try await sut.retrievePageInfos() == pages.reversed().map(\.info), sourceLocation: sourceLocation)
        let stamps = try await sut.retrieveItemStamps()
        #expect(stamps == (try await sut.retrieveItems().map(\.stamp)), sourceLocation: sourceLocation)
        #expect(stamps.map(\.id) == Array(1...40) + [99], sourceLocation: sourceLocation)
    }

    /// Pages come back with their items in the page's order, their links as saved (to ids that
    /// do not exist too, and none at all), each page with its own timestamp.
    public static func insert_deliversEveryPageWithItsItemsAndLinksSortedByNumber<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let pages = [1, 2, 3].map { Item.page(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: $0)) }

        for page in pages.reversed() { try await sut.insert(page) }

        #expect(try await sut.retrieve() == pages, sourceLocation: sourceLocation)
        #expect(try await sut.retrievePage(number: 2) == pages[1], sourceLocation: sourceLocation)
        #expect(try await sut.retrievePage(number: 4) == nil, sourceLocation: sourceLocation)
    }

    /// The API's entity tag comes back with the page, whatever it is, and saving the page
    /// again without one drops the old one.
    public static func insert_keepsEachPagesEntityTagAndReplacesItWithThePage<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let tagged = Item.page(number: 1).tagged("\"e1\"")
        let malformed = Item.page(number: 2).tagged("\u{7F}bad")
        try await sut.insert(tagged)
        try await sut.insert([malformed])

        #expect(try await sut.retrievePage(number: 1)?.entityTag == "\"e1\"", sourceLocation: sourceLocation)
        #expect(try await sut.retrieve() == [tagged, malformed], sourceLocation: sourceLocation)

        try await sut.insert(Item.page(number: 1))
        #expect(try await sut.retrievePage(number: 1)?.entityTag == nil, sourceLocation: sourceLocation)
    }

    public static func insert_replacesOnlyThePageWithTheSameNumber<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = Item.page(number: 1)
        let second = Item.page(number: 2)
        let newFirst = Item.page(number: 1, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))
        try await sut.insert(first)
        try await sut.insert(second)

        try await sut.insert(newFirst)

        #expect(try await sut.retrieve() == [newFirst, second], sourceLocation: sourceLocation)
    }

    /// Items looked up by id are kept by id, without touching any page, and found with the
    /// pages' items: sorted by id, each once, unknown ids left out.
    public static func insertItems_keepsItemsByIDApartFromPages<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = Item.page(number: 1)
        let lookedUp = [51, 45].map { Item.fixture(id: $0) }
        let lookedUpAt = FeedCacheTestData.timestamp(daysAgo: 1)
        try await sut.insert(page)

        try await sut.insert(lookedUp, savedAt: lookedUpAt)

        #expect(try await sut.retrieve() == [page], sourceLocation: sourceLocation)
        let found = try await sut.retrieveItems(ids: [51, 3, 999, 3, 45])
        #expect(found == [
            LocalSavedItem(item: Item.fixture(id: 3), savedAt: page.savedAt),
            LocalSavedItem(item: lookedUp[1], savedAt: lookedUpAt),
            LocalSavedItem(item: lookedUp[0], savedAt: lookedUpAt),
        ], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems().map(\.item.id) == Array(1...20) + [45, 51], sourceLocation: sourceLocation)
    }

    public static func deletePages_keepsAPageSavedAgainSinceItWasRetrieved<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(Item.page(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)))
        try await sut.insert(Item.page(number: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)))
        let retrieved = try await sut.retrievePageInfos()
        let savedAgain = Item.page(number: 2, nameSuffix: " again", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))
        try await sut.insert(savedAgain)

        try await sut.deletePages(retrieved)

        #expect(try await sut.retrieve() == [savedAgain], sourceLocation: sourceLocation)
    }

    /// The API's "not modified": the page as retrieved takes the new timestamp, and so do the
    /// items it lists (never older than their page), except one saved later, which keeps its own.
    public static func restampPage_givesThePageAndItsItemsTheNewTimestampOnly<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let held = Item.page(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)).tagged("\"e1\"")
        let other = Item.page(number: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)).tagged("\"e2\"")
        try await sut.insert([held, other])
        let later = FeedCacheTestData.timestamp(daysAgo: 0)
        try await sut.insert([held.items[0]], savedAt: later)
        let restamped = FeedCacheTestData.timestamp(daysAgo: 1)

        try await sut.restampPage(held, savedAt: restamped)

        #expect(try await sut.retrieve() == [held.savedAgain(at: restamped), other], sourceLocation: sourceLocation)
        let stamps = try await sut.retrieveItems().map(\.savedAt)
        #expect(stamps == [later] + Array(repeating: restamped, count: 19) + other.items.map { _ in other.savedAt }, sourceLocation: sourceLocation)
    }

    /// A page validated away, cleared or saved again (another timestamp or tag) between its
    /// retrieval and the API's answer stays as it is now, and so do its items.
    public static func restampPage_leavesAPageDeletedOrSavedAgainSinceItWasRetrievedAsItIs<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let expired = FeedCacheTestData.timestamp(daysAgo: 8)
        let held = [1, 2, 3].map { Item.page(number: $0, savedAt: expired).tagged("\"e\($0)\"") }
        try await sut.insert(held)
        try await sut.deletePages([held[0].info])
        let savedAgain = Item.page(number: 2, nameSuffix: " again", savedAt: FeedCacheTestData.timestamp(daysAgo: 1))
        let retagged = held[2].tagged("\"other\"")
        try await sut.insert([savedAgain, retagged])
        let before = try await sut.retrieveItems()
        let now = FeedCacheTestData.timestamp(daysAgo: 0)

        for page in held { try await sut.restampPage(page, savedAt: now) }

        #expect(try await sut.retrieve() == [savedAgain, retagged], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems() == before, sourceLocation: sourceLocation)
        try await sut.deleteAll()
        try await sut.restampPage(savedAgain, savedAt: now)
        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems() == [], sourceLocation: sourceLocation)
    }

    public static func deleteItems_keepsAnItemSavedAgainSinceItWasRetrieved<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert([1, 2].map { Item.fixture(id: $0) }, savedAt: FeedCacheTestData.timestamp(daysAgo: 8))
        let retrieved = try await sut.retrieveItemStamps()
        let again = Item.fixture(id: 2, name: "Again")
        try await sut.insert([again], savedAt: FeedCacheTestData.timestamp(daysAgo: 0))

        try await sut.deleteItems(retrieved)

        #expect(try await sut.retrieveItems() == [LocalSavedItem(item: again, savedAt: FeedCacheTestData.timestamp(daysAgo: 0))], sourceLocation: sourceLocation)
    }

    public static func deleteAll_emptiesThisResourceOnly<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(Item.page(number: 1))
        try await sut.insert([Item.fixture(id: 40)], savedAt: FeedCacheTestData.timestamp(daysAgo: 1))

        try await sut.deleteAll()

        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems() == [], sourceLocation: sourceLocation)
    }

    /// Locations round-trip too, thousands of residents and a blank dimension included.
    public static func locations_roundTripWithThousandsOfResidents(
        on sut: some ResourceStore<LocalLocation>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = ResourceTestData.page(number: 1, totalPages: 7) { ResourceTestData.localLocation(id: $0) }

        try await sut.insert(page)

        #expect(try await sut.retrieve() == [page], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveItems(ids: [4]).first?.item.residentIDs.count == 5_000, sourceLocation: sourceLocation)
    }
}
