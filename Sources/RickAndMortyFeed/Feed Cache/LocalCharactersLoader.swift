import Foundation

/// The feed cache's use cases: *Cache feed*, *Load feed from cache* and *Validate feed cache*.
///
/// The cache holds the pages of the UNFILTERED feed a person has loaded. Filtered results are
/// never saved; offline search runs the API's matching over the cached characters instead.
public final class LocalCharactersLoader: Sendable {
    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    public init(
        store: any FeedStore,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.store = store
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }
}

extension LocalCharactersLoader {
    /// *Cache feed.* Page 1 atomically replaces the whole cache and stamps it with the current
    /// time. A later page is added to a valid cache, keeping its timestamp. With no cache, or an
    /// expired one, a later page is not saved: it has no page 1 to continue, and stamping it now
    /// would pass stale pages off as fresh. Errors are thrown, never swallowed.
    public func save(_ page: CharactersPage, for query: CharactersQuery) async throws {
        guard query.filters.isEmpty else { return }

        if query.page == 1 {
            try await store.replaceFeed(with: page.local(number: 1), timestamp: currentDate())
        } else if let timestamp = try await store.retrieveTimestamp(), policy.validates(timestamp, against: currentDate()) {
            try await store.insert(page.local(number: query.page))
        }
    }
}

extension LocalCharactersLoader {
    /// *Load feed from cache.* `nil` when the cache is empty or expired, or (unfiltered) when the
    /// page was never cached; a filtered query over a valid cache always gets a page, possibly
    /// the empty one. A retrieval error is thrown. No side effects.
    public func load(_ query: CharactersQuery) async throws -> CachedCharactersPage? {
        guard let cache = try await store.retrieve(), policy.validates(cache.timestamp, against: currentDate()) else {
            return nil
        }

        if query.filters.isEmpty {
            return cache.pages.first { $0.number == query.page }
                .map { CachedCharactersPage(page: $0.model, savedAt: cache.timestamp) }
        }
        let characters = cache.pages.flatMap(\.characters).map(\.model)
        return CachedCharactersPage(page: OfflineSearch.page(query, in: characters), savedAt: cache.timestamp)
    }
}

extension LocalCharactersLoader {
    /// *Validate feed cache.* Deletes a cache that cannot be read or has expired; a valid or
    /// empty cache is left alone. A deletion error is thrown.
    public func validateCache() async throws {
        let cache: CachedFeed?
        do {
            cache = try await store.retrieve()
        } catch {
            return try await store.deleteCachedFeed()
        }
        if let cache, !policy.validates(cache.timestamp, against: currentDate()) {
            try await store.deleteCachedFeed()
        }
    }
}
