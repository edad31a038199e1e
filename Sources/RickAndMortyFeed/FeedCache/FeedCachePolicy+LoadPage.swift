import Foundation

extension FeedCachePolicy {
    /// *Load page from cache*, the same for every resource. Unfiltered: the page, when it is
    /// cached and valid (`nil` otherwise). Filtered: the search over every valid page's items,
    /// possibly the empty page, with the oldest of those pages' timestamps; `nil` when no page
    /// is valid. A retrieval error is thrown.
    func load<Filters: OfflineFilters, Local: LocalResourceItem>(
        _ query: ResourceQuery<Filters>,
        at now: Date,
        page: (Int) async throws -> LocalResourcePage<Local>?,
        pages: () async throws -> [LocalResourcePage<Local>]
    ) async throws -> CachedResourcePage<Filters.Item>? where Local.Model == Filters.Item {
        if query.filters.isEmpty {
            guard let page = try await page(query.page), validates(page.savedAt, against: now) else { return nil }
            return CachedResourcePage(page: page.model, savedAt: page.savedAt)
        }
        let valid = try await pages().filter { validates($0.savedAt, against: now) }
        guard let oldest = valid.map(\.savedAt).min() else { return nil }
        let items = valid.flatMap(\.items).map(\.model)
        return CachedResourcePage(page: OfflineSearch.page(query, in: items), savedAt: oldest)
    }
}
