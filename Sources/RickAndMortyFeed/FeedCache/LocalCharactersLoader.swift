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
    /// *Cache feed.* The page replaces the cached page with the same number, and only that one,
    /// stamped with the current time: the scenario's "replace the cache" applies page by page, so
    /// looking at page 1 never throws away the rest of a sync. `entityTag` is the API's `ETag`
    /// for the page, kept with it so that it can be revalidated once expired. A page with no
    /// characters is the API's "nothing here" past the end: it is not saved, and the cache stays
    /// as it was. Errors are thrown, never swallowed.
    public func save(_ page: CharactersPage, for query: CharactersQuery, entityTag: String? = nil) async throws {
        guard query.filters.isEmpty, !page.items.isEmpty else { return }
        try await store.insert(LocalCharactersPage(page, number: query.page, savedAt: currentDate(), entityTag: entityTag))
    }

    /// The cached page of that number, valid or not (`RevalidatedPages`).
    public func heldPage(number: Int) async throws -> LocalCharactersPage? {
        try await store.retrievePage(number: number)
    }

    /// The API's "not modified": the held page stamped now, if the store still holds it as it
    /// was read (`FeedStore.restampPage`).
    public func restamp(_ page: LocalCharactersPage) async throws {
        try await store.restampPage(page, savedAt: currentDate())
    }

    /// *Cache feed* for many unfiltered pages at once (a sync's), all stamped with the current
    /// time and saved as one change where the store can.
    public func save(_ pages: [(number: Int, page: CharactersPage)]) async throws {
        let pages = pages.filter { !$0.page.items.isEmpty }
        guard !pages.isEmpty else { return }
        let now = currentDate()
        try await store.insert(pages.map { LocalCharactersPage($0.page, number: $0.number, savedAt: now) })
    }
}

extension LocalCharactersLoader {
    /// *Load feed from cache.* Unfiltered: the page, when it is cached and valid (`nil`
    /// otherwise). Filtered: the search over every valid page's characters, possibly the empty
    /// page, with the oldest of those pages' timestamps; `nil` when no page is valid. A
    /// retrieval error is thrown. No side effects.
    public func load(_ query: CharactersQuery) async throws -> CachedCharactersPage? {
        try await policy.load(
            query, at: currentDate(),
            page: { try await store.retrievePage(number: $0) },
            pages: { try await store.retrieve() }
        )
    }
}

extension LocalCharactersLoader {
    /// *Validate feed cache.* Deletes the whole cache when it cannot be read, and each page that
    /// has expired; valid pages are left alone. A deletion error is thrown.
    public func validateCache() async throws {
        let pages: [LocalCharactersPage]
        do {
            pages = try await store.retrieve()
        } catch {
            return try await store.deleteCachedFeed()
        }
        let now = currentDate()
        let expired = pages.filter { !policy.validates($0.savedAt, against: now) }
        if !expired.isEmpty {
            try await store.deletePages(expired)
        }
    }
}

extension LocalCharactersLoader: RevalidatedPages {}
