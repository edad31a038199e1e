import Foundation

/// A `ResourceStore` in memory, with the same behaviour as the file store (the same store
/// contract). `InMemoryFeedStore` holds one for each resource.
public actor InMemoryResourceStore<Item: LocalResourceItem>: ResourceStore {
    private struct Page {
        let number: Int
        let itemIDs: [Int]
        let nextPage: Int?
        let totalPages: Int
        let savedAt: Date
        let totalCount: Int?
        let entityTag: String?

        var info: LocalPageInfo { LocalPageInfo(number: number, totalPages: totalPages, savedAt: savedAt) }
    }

    private var pages: [Int: Page] = [:]
    private var items: [Int: LocalSavedItem<Item>] = [:]
    /// Moves on with every change, so `InMemoryFeedStore.generation` moves with this resource too.
    public private(set) var changes: UInt64 = 0

    public init() {}

    public func retrieve() -> [LocalResourcePage<Item>] {
        pages.values.sorted { $0.number < $1.number }.map(local)
    }

    public func retrievePage(number: Int) -> LocalResourcePage<Item>? {
        pages[number].map(local)
    }

    public func insert(_ page: LocalResourcePage<Item>) {
        changes += 1
        for item in page.items { items[item.id] = LocalSavedItem(item: item, savedAt: page.savedAt) }
        pages[page.number] = Page(
            number: page.number, itemIDs: page.items.map(\.id), nextPage: page.nextPage,
            totalPages: page.totalPages, savedAt: page.savedAt, totalCount: page.totalCount, entityTag: page.entityTag
        )
    }

    public func retrievePageInfos() -> [LocalPageInfo] {
        pages.values.sorted { $0.number < $1.number }.map(\.info)
    }

    /// A scan of the pages saved within `saved` and the items they list.
    public func listing(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) -> ResourceListing<Item>? {
        let valid = pages.values.filter { saved.contains($0.savedAt) }
        guard let oldest = valid.map(\.savedAt).min() else { return nil }
        let matching = Set(valid.flatMap(\.itemIDs)).sorted()
            .compactMap { items[$0]?.item }
            .filter { query.filters.matches($0.model, or: query.alternatives) }
        return ResourceListing(
            items: Array(matching[OfflineSearch.range(ofPage: query.page, in: matching.count)]),
            totalCount: matching.count, savedAt: oldest,
            isWhole: WholeFeed.isWhole(valid.map { ($0.number, $0.totalPages) })
        )
    }

    public func facets(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) -> ResourceFacets? {
        let valid = pages.values.filter { saved.contains($0.savedAt) }
        guard !valid.isEmpty else { return nil }
        let held = Set(valid.flatMap(\.itemIDs)).compactMap { items[$0]?.item.model }
        let facets = Item.Filters.facetNames.map { name in
            let values = held.filter { query.filters.matches($0, or: query.alternatives, except: name) }
                .compactMap { Item.Filters.facetValue(named: name, of: $0) }.filter { !$0.isEmpty }
            return ResourceFacets.Facet(name: name, counts: Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +))
        }
        return ResourceFacets(facets: facets, isWhole: WholeFeed.isWhole(valid.map { ($0.number, $0.totalPages) }))
    }

    public func deletePages(_ retrieved: [LocalPageInfo]) {
        changes += 1
        for page in retrieved where pages[page.number]?.savedAt == page.savedAt {
            pages[page.number] = nil
        }
    }

    public func restampPage(_ retrieved: LocalResourcePage<Item>, savedAt: Date) {
        guard let held = pages[retrieved.number], held.savedAt == retrieved.savedAt, held.entityTag == retrieved.entityTag else { return }
        changes += 1
        for id in held.itemIDs {
            if let item = items[id], item.savedAt < savedAt { items[id] = LocalSavedItem(item: item.item, savedAt: savedAt) }
        }
        pages[held.number] = Page(
            number: held.number, itemIDs: held.itemIDs, nextPage: held.nextPage,
            totalPages: held.totalPages, savedAt: savedAt, totalCount: held.totalCount, entityTag: held.entityTag
        )
    }

    public func retrieveItems(ids: [Int]) -> [LocalSavedItem<Item>] {
        Set(ids).compactMap { items[$0] }.sorted { $0.item.id < $1.item.id }
    }

    public func retrieveItems() -> [LocalSavedItem<Item>] {
        items.values.sorted { $0.item.id < $1.item.id }
    }

    public func insert(_ newItems: [Item], savedAt: Date) {
        changes += 1
        for item in newItems { items[item.id] = LocalSavedItem(item: item, savedAt: savedAt) }
    }

    public func retrieveItemStamps() -> [LocalItemStamp] {
        retrieveItems().map(\.stamp)
    }

    public func deleteItems(_ retrieved: [LocalItemStamp]) {
        changes += 1
        for stamp in retrieved where items[stamp.id]?.savedAt == stamp.savedAt {
            items[stamp.id] = nil
        }
    }

    public func deleteAll() {
        changes += 1
        pages = [:]
        items = [:]
    }

    /// How many items are kept, for `rmfeed cache info`.
    public func itemCount() -> Int {
        items.count
    }

    /// Items kept, pages kept, and the oldest page's timestamp, for `cache info`.
    public func statistics() -> ResourceCacheStatistics {
        ResourceCacheStatistics(count: items.count, pages: pages.count, timestamp: pages.values.map(\.savedAt).min())
    }

    /// A page lists ids; its items are the ones kept by id (never older than the page).
    private func local(_ page: Page) -> LocalResourcePage<Item> {
        LocalResourcePage(
            number: page.number, items: page.itemIDs.compactMap { items[$0]?.item }, nextPage: page.nextPage,
            totalPages: page.totalPages, savedAt: page.savedAt, totalCount: page.totalCount, entityTag: page.entityTag
        )
    }
}
