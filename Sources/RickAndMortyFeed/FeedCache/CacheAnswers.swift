import Foundation

/// What the cache can answer on its own, for a mirror of the API (`rmfeed serve`'s `/api`),
/// under the 7-day rule (`FeedCachePolicy`). An answer is given only when the cache holds all
/// of it: a cached unfiltered page with its item count; a filtered query, or a page past the
/// end, when every page of the resource is cached and valid (then the store's listing matches
/// as the API does). Items without `created` (cached before it was kept) are never answered.
/// Items by id are the one rule's (`ItemsByIDWithCache`).
///
/// Each answer is one or two of the store's queries (a page, the pages' infos, a listing),
/// through the resource's own cache use cases (`LocalResourceLoader`) where they answer it,
/// never a read of every page. `fallbackPage` is for when the API cannot be reached: whatever
/// valid cache there is.
public struct CacheAnswers<Local: LocalResourceItem, Filters: OfflineFilters>: Sendable
where Local.Filters == Filters, Local.Model == Filters.Item, Filters.Item: APIItem {
    public typealias Item = Filters.Item

    private let store: any ResourceStore<Local>
    /// The resource's cache use cases, for a valid page and whether the cache is whole.
    private let local: LocalResourceLoader<Local, Filters>
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    public init(
        store: any ResourceStore<Local>,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.store = store
        self.local = LocalResourceLoader(store: store, currentDate: currentDate, calendar: calendar)
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }

    /// The page the API would answer, when the cache holds all of it; `nil` otherwise.
    public func page(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item>? {
        let now = currentDate()
        guard query.filters.isEmpty else {
            guard let listing = try await listing(query, at: now), listing.isWhole else { return nil }
            let items = listing.items.map(\.model)
            guard Self.isComplete(items) else { return nil }
            return OfflineSearch.page(query.page, of: items, totalCount: listing.totalCount)
        }
        guard let model = try await validPage(query.page) else {
            guard let pages = try await local.wholeResourcePages(), query.page > pages else { return nil }
            return .empty
        }
        guard Self.isComplete(model.items) else { return nil }
        if model.totalCount != nil { return model }
        guard let all = try await listing(ResourceQuery(), at: now), all.isWhole else { return nil }
        return ResourcePage(items: model.items, nextPage: model.nextPage, totalPages: model.totalPages, totalCount: all.totalCount)
    }

    /// Any answer the valid cache gives, whole or not: for when the API cannot be reached.
    /// *Load page from cache*, as every other reader of the cache loads a page.
    public func fallbackPage(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item>? {
        try await local.load(query)?.page
    }

    /// The cached page of that number when it is valid (*Load page from cache*).
    private func validPage(_ number: Int) async throws -> ResourcePage<Item>? {
        try await local.load(ResourceQuery(page: number))?.page
    }

    private func listing(_ query: ResourceQuery<Filters>, at now: Date) async throws -> ResourceListing<Local>? {
        guard let saved = policy.validTimestamps(at: now) else { return nil }
        return try await store.listing(query, saved: saved)
    }

    private static func isComplete(_ items: [Item]) -> Bool {
        items.allSatisfy { $0.created != nil }
    }
}
