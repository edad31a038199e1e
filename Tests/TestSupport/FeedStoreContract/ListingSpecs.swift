import Foundation
import RickAndMortyFeed
import Testing

/// The store contract's listing: a filtered query answered over the pages saved within a range,
/// for every resource and every store. Each spec takes a fresh, empty store.
public enum ListingSpecs {
    /// The 7 days before `FeedCacheTestData.savedAt`.
    static let lastWeek = FeedCacheTestData.timestamp(daysAgo: 7)...FeedCacheTestData.timestamp(daysAgo: 0)

    public static func listing_withoutAPageSavedInTheRange_deliversNothing<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(Item.page(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)))
        try await sut.insert([Item.fixture(id: 2)], savedAt: FeedCacheTestData.timestamp(daysAgo: 0))

        let listing = try await sut.listing(ResourceQuery(filters: Item.filters(name: "item")), saved: lastWeek)

        #expect(listing == nil, sourceLocation: sourceLocation)
    }

    /// Pages 1 and 3 of 3 saved in the range (page 2 before it, an item looked up by id): the
    /// listing is of what pages 1 and 3 list, dated by the older, and says it is not whole.
    public static func listing_ofPartOfTheResource_listsWhatThosePagesListAndIsNotWhole<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(Item.page(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 1)))
        try await sut.insert(Item.page(number: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 9)))
        try await sut.insert(Item.page(number: 3, savedAt: FeedCacheTestData.timestamp(daysAgo: 2)))
        try await sut.insert([Item.fixture(id: 99)], savedAt: FeedCacheTestData.timestamp(daysAgo: 0))

        let listing = try await sut.listing(ResourceQuery(page: 2, filters: Item.filters(name: "item")), saved: lastWeek)

        #expect(listing == ResourceListing(
            items: (41...60).map { Item.fixture(id: $0) }, totalCount: 40,
            savedAt: FeedCacheTestData.timestamp(daysAgo: 2), isWhole: false
        ), sourceLocation: sourceLocation)
    }

    /// The API's matching (a case-insensitive substring of the name), sorted by id, 20 a page,
    /// with how many match in all; past the last page, no items and the same count.
    public static func listing_ofTheWholeResource_filtersSortsByIDAndPagesAsTheAPI<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert([3, 1, 2].map { Item.page(number: $0) })

        let some = try await sut.listing(ResourceQuery(filters: Item.filters(name: "ITEM 1")), saved: lastWeek)
        let second = try await sut.listing(ResourceQuery(page: 2, filters: Item.filters(name: "item")), saved: lastWeek)
        let past = try await sut.listing(ResourceQuery(page: 4, filters: Item.filters(name: "item")), saved: lastWeek)

        let savedAt = FeedCacheTestData.savedAt
        #expect(some == ResourceListing(
            items: ([1] + Array(10...19)).map { Item.fixture(id: $0) }, totalCount: 11, savedAt: savedAt, isWhole: true
        ), sourceLocation: sourceLocation)
        #expect(second?.items.map(\.id) == Array(21...40) && second?.totalCount == 60, sourceLocation: sourceLocation)
        #expect(past == ResourceListing(items: [], totalCount: 60, savedAt: savedAt, isWhole: true), sourceLocation: sourceLocation)
    }

    /// Facets count the items the query matches, a field with further values by any of them
    /// (names with "Item 1" or "Item 2"), each field leaving out its own filter: with the first
    /// facet field asking for a value nobody has, its own counts stay and every other field's go.
    /// Expected counts are made from the fixtures with the core's `facetValue`; blank values are
    /// left out. Nothing saved in the range: no facets.
    public static func facets_countTheMatchesByValue_eachFieldLeavingOutItsOwnFilter<Item: SpecItem>(
        on sut: some ResourceStore<Item>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.facets(ResourceQuery(), saved: lastWeek) == nil, sourceLocation: sourceLocation)
        try await sut.insert([1, 2, 3].map { Item.page(number: $0) })
        let names = FilterAlternatives(["name": ["Item 2"]])
        let matching = (1...60).map { Item.fixture(id: $0).model }
            .filter { item in ["item 1", "item 2"].contains { Item.Filters.field(named: "name", of: item)?.lowercased().contains($0) == true } }
        func expected(_ name: String) -> ResourceFacets.Facet {
            let values = matching.compactMap { Item.Filters.facetValue(named: name, of: $0) }.filter { !$0.isEmpty }
            return ResourceFacets.Facet(name: name, counts: Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +))
        }

        let counted = try await sut.facets(ResourceQuery(filters: Item.filters(name: "Item 1"), alternatives: names), saved: lastWeek)
        let narrowed = try await sut.facets(
            ResourceQuery(filters: Item.filters(name: "Item 1", firstFacet: "no such value"), alternatives: names), saved: lastWeek
        )

        let fields = Item.Filters.facetNames
        #expect(matching.count == 22, sourceLocation: sourceLocation)
        #expect(counted == ResourceFacets(facets: fields.map(expected), isWhole: true), sourceLocation: sourceLocation)
        #expect(narrowed == ResourceFacets(
            facets: fields.map { $0 == fields[0] ? expected($0) : ResourceFacets.Facet(name: $0, values: []) }, isWhole: true
        ), sourceLocation: sourceLocation)
    }

    /// Every spec, each on a fresh, empty store that `fresh` makes and hands to it.
    public static func runAll<Item: SpecItem, Store: ResourceStore<Item>>(
        _ fresh: (_ spec: (Store) async throws -> Void) async throws -> Void
    ) async throws {
        try await fresh { try await listing_withoutAPageSavedInTheRange_deliversNothing(on: $0) }
        try await fresh { try await listing_ofPartOfTheResource_listsWhatThosePagesListAndIsNotWhole(on: $0) }
        try await fresh { try await listing_ofTheWholeResource_filtersSortsByIDAndPagesAsTheAPI(on: $0) }
        try await fresh { try await facets_countTheMatchesByValue_eachFieldLeavingOutItsOwnFilter(on: $0) }
    }
}
