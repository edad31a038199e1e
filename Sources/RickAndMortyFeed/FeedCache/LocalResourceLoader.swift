import Foundation

/// The cache's use cases for a resource (characters, episodes, locations), under the 7-day
/// rule (`FeedCachePolicy`): *Cache page*, *Cache items looked up by id*, *Load page from
/// cache*, *Load items by id from cache* and *Validate cache*.
///
/// Only pages of the UNFILTERED resource are saved; a filtered query is a listing of the valid
/// cached pages' items, which the store answers without reading every page.
public final class LocalResourceLoader<Local: LocalResourceItem, Filters: OfflineFilters>: Sendable
where Filters == Local.Filters {
    public typealias Item = Local.Model

    private let store: any ResourceStore<Local>
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    public init(
        store: any ResourceStore<Local>,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.store = store
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }

    /// *Cache page.* Replaces the cached page with the same number, and only that one, stamped
    /// with the current time, with the API's `ETag` for it when there is one (see
    /// `PageRevalidation`). Filtered pages are not saved, nor is an empty one (the API's "nothing
    /// here" past the end), which leaves the cache as it was. Errors are thrown, never swallowed.
    public func save(_ page: ResourcePage<Item>, for query: ResourceQuery<Filters>, entityTag: String? = nil) async throws {
        guard query.filters.isEmpty, !page.items.isEmpty else { return }
        try await store.insert(LocalResourcePage(page, number: query.page, savedAt: currentDate(), entityTag: entityTag))
    }

    /// The cached page of that number, valid or not (`RevalidatedPages`).
    public func heldPage(number: Int) async throws -> LocalResourcePage<Local>? {
        try await store.retrievePage(number: number)
    }

    /// The API's "not modified": the held page and its items stamped now, if the store still
    /// holds the page as it was read (`ResourceStore.restampPage`).
    public func restamp(_ page: LocalResourcePage<Local>) async throws {
        try await store.restampPage(page, savedAt: currentDate())
    }

    /// *Cache page* for many unfiltered pages at once (a sync's), all stamped with the current
    /// time and saved as one change where the store can.
    public func save(_ pages: [(number: Int, page: ResourcePage<Item>)]) async throws {
        let pages = pages.filter { !$0.page.items.isEmpty }
        guard !pages.isEmpty else { return }
        let now = currentDate()
        try await store.insert(pages.map { LocalResourcePage($0.page, number: $0.number, savedAt: now) })
    }

    /// *Cache items looked up by id* (one, or many at once), stamped with the current time.
    public func save(_ items: [Item]) async throws {
        guard !items.isEmpty else { return }
        try await store.insert(items.map(Local.init), savedAt: currentDate())
    }

    /// *Load page from cache.* Unfiltered: the page, when it is cached and valid (`nil`
    /// otherwise). Filtered: the search over every valid page's items, possibly the empty page,
    /// with the oldest of those pages' timestamps; `nil` when no page is valid. No side effects.
    public func load(_ query: ResourceQuery<Filters>) async throws -> CachedResourcePage<Item>? {
        let now = currentDate()
        if query.filters.isEmpty {
            guard let page = try await store.retrievePage(number: query.page), policy.validates(page.savedAt, against: now)
            else { return nil }
            return CachedResourcePage(page: page.model, savedAt: page.savedAt)
        }
        guard let saved = policy.validTimestamps(at: now),
              let listing = try await store.listing(query, saved: saved) else { return nil }
        let page = OfflineSearch.page(query.page, of: listing.items.map(\.model), totalCount: listing.totalCount)
        return CachedResourcePage(page: page, savedAt: listing.savedAt)
    }

    /// *Count the cache by facet*: for the query's filters, how many valid items have each value
    /// of each facet field (`ResourceStore.facets`); `nil` when no page is valid. No side effects.
    public func facets(_ query: ResourceQuery<Filters>) async throws -> ResourceFacets? {
        guard let saved = policy.validTimestamps(at: currentDate()) else { return nil }
        return try await store.facets(query, saved: saved)
    }

    /// *Load items by id from cache.* The valid items among `ids`, sorted by id; ids the cache
    /// does not hold (or holds expired) are left out. No side effects.
    public func items(ids: [Int]) async throws -> [Item] {
        try await savedItems(ids: ids).map(\.item)
    }

    /// *Load every item from cache*: each valid item the cache holds, whether a page or a
    /// lookup by id brought it, sorted by id. No side effects.
    public func allItems() async throws -> [Item] {
        let now = currentDate()
        return try await store.retrieveItems().filter { policy.validates($0.savedAt, against: now) }.map(\.item.model)
    }

    /// The valid items among `ids` with when each was saved, sorted by id, so a UI can say how
    /// old what it shows is. No side effects.
    public func savedItems(ids: [Int]) async throws -> [LocalSavedItem<Item>] {
        let now = currentDate()
        return try await store.retrieveItems(ids: ids)
            .filter { policy.validates($0.savedAt, against: now) }
            .map { LocalSavedItem(item: $0.item.model, savedAt: $0.savedAt) }
    }

    /// One valid item by id, or `nil`.
    public func item(id: Int) async throws -> Item? {
        try await items(ids: [id]).first
    }

    /// The items among `ids` the cache holds, valid or not, sorted by id: for what does not go
    /// stale (an image's address) or when nothing fresher can be had. No side effects.
    public func heldItems(ids: [Int]) async throws -> [LocalSavedItem<Item>] {
        try await store.retrieveItems(ids: ids).map { LocalSavedItem(item: $0.item.model, savedAt: $0.savedAt) }
    }

    /// Whether the valid cached pages are the whole resource (`WholeFeed`): then an id the cache
    /// does not hold is one the API does not have. No side effects.
    public func holdsWholeResource() async throws -> Bool {
        try await wholeResourcePages() != nil
    }

    /// How many pages the resource has, when the valid cached pages are all of them (`WholeFeed`);
    /// `nil` otherwise. No side effects.
    public func wholeResourcePages() async throws -> Int? {
        let now = currentDate()
        let valid = try await store.retrievePageInfos().filter { policy.validates($0.savedAt, against: now) }
        guard WholeFeed.isWhole(valid.map { ($0.number, $0.totalPages) }) else { return nil }
        return valid.first?.totalPages
    }

    /// *Validate cache.* Deletes the whole resource's cache when it cannot be read, and each
    /// page and item that has expired; valid ones are left alone. It reads when each was saved,
    /// never the items. A deletion error is thrown.
    public func validateCache() async throws {
        let pages: [LocalPageInfo]
        let items: [LocalItemStamp]
        do {
            pages = try await store.retrievePageInfos()
            items = try await store.retrieveItemStamps()
        } catch {
            return try await store.deleteAll()
        }
        let now = currentDate()
        let expiredPages = pages.filter { !policy.validates($0.savedAt, against: now) }
        if !expiredPages.isEmpty { try await store.deletePages(expiredPages) }
        let expiredItems = items.filter { !policy.validates($0.savedAt, against: now) }
        if !expiredItems.isEmpty { try await store.deleteItems(expiredItems) }
    }
}

extension LocalResourceLoader: RevalidatedPages {}

/// The episodes' cache.
public typealias LocalEpisodesLoader = LocalResourceLoader<LocalEpisode, EpisodeFilters>
/// The locations' cache.
public typealias LocalLocationsLoader = LocalResourceLoader<LocalLocation, LocationFilters>
/// The characters' cache.
public typealias LocalCharactersLoader = LocalResourceLoader<LocalFeedCharacter, CharacterFilters>
