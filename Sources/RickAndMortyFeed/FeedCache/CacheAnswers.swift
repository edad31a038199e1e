import Foundation

/// What the cache can answer on its own, for a mirror of the API (`rmfeed serve`'s `/api`),
/// under the 7-day rule (`FeedCachePolicy`). An answer is given only when the cache holds all
/// of it: a cached unfiltered page with its item count; a filtered query, or a page past the
/// end, when every page of the resource is cached and valid (then the API's matching runs over
/// them, `OfflineSearch`). Items by id are the one rule's (`ItemsByIDWithCache`).
///
/// `fallbackPage` is for when the API cannot be reached: whatever valid cache there is.
public struct CacheAnswers<Local: LocalResourceItem, Filters: OfflineFilters>: Sendable
where Local.Model == Filters.Item, Filters.Item: APIItem {
    public typealias Item = Filters.Item

    private let pages: @Sendable () async throws -> [LocalResourcePage<Local>]
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    /// - Parameters:
    ///   - pages: every cached page of the unfiltered resource.
    public init(
        pages: @escaping @Sendable () async throws -> [LocalResourcePage<Local>],
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.pages = pages
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }

    /// The page the API would answer, when the cache holds all of it; `nil` otherwise.
    public func page(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item>? {
        let valid = try await validPages()
        let whole = Self.isWhole(valid)
        if query.filters.isEmpty {
            if let page = valid.first(where: { $0.number == query.page }) {
                let model = page.model
                guard model.items.allSatisfy({ $0.created != nil }) else { return nil }
                if model.totalCount != nil { return model }
                guard whole else { return nil }
                return ResourcePage(items: model.items, nextPage: model.nextPage, totalPages: model.totalPages, totalCount: Self.items(in: valid).count)
            }
            guard whole, let first = valid.first, query.page > first.totalPages else { return nil }
            return .empty
        }
        guard whole else { return nil }
        let items = Self.items(in: valid)
        guard items.allSatisfy({ $0.created != nil }) else { return nil }
        return OfflineSearch.page(query, in: items)
    }

    /// Any answer the valid cache gives, whole or not: for when the API cannot be reached.
    public func fallbackPage(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item>? {
        let valid = try await validPages()
        guard !valid.isEmpty else { return nil }
        if query.filters.isEmpty {
            return valid.first(where: { $0.number == query.page })?.model
        }
        return OfflineSearch.page(query, in: Self.items(in: valid))
    }

    private func validPages() async throws -> [LocalResourcePage<Local>] {
        let now = currentDate()
        return try await pages().filter { policy.validates($0.savedAt, against: now) }
    }

    /// Every page from 1 to the count the pages claim is there (and they agree on it).
    private static func isWhole(_ valid: [LocalResourcePage<Local>]) -> Bool {
        guard let total = valid.first?.totalPages, total > 0,
              valid.allSatisfy({ $0.totalPages == total }) else { return false }
        return Set(valid.map(\.number)).isSuperset(of: 1...total)
    }

    private static func items(in pages: [LocalResourcePage<Local>]) -> [Item] {
        var seen = Set<Int>()
        return pages.flatMap(\.items).map(\.model).filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }
}
