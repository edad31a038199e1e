import Foundation

/// *List characters from the cache*: what the API cannot answer (an order other than its own,
/// characters by origin, a page size of the grid's choosing), answered from a cache that holds
/// the whole feed and is valid under the 7-day rule (`FeedCachePolicy`). `nil` when it does
/// not: a UI then says a sync is needed, never shows a listing that silently lacks characters.
/// No side effects.
public final class LocalCharacterListing: Sendable {
    private let store: any CharacterListingStore
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    public init(
        store: any CharacterListingStore,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.store = store
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }

    public func load(_ query: CharacterListingQuery) async throws -> CachedCharactersPage? {
        guard let saved = policy.validTimestamps(at: currentDate()),
              let listing = try await store.characterListing(query, saved: saved) else { return nil }
        let pageSize = query.pageSize ?? max(1, listing.totalCount)
        let totalPages = (listing.totalCount + pageSize - 1) / pageSize
        let page = ResourcePage(
            items: listing.characters.map(\.model),
            nextPage: query.page < totalPages ? query.page + 1 : nil,
            totalPages: totalPages,
            totalCount: listing.totalCount
        )
        return CachedCharactersPage(page: page, savedAt: listing.savedAt)
    }
}
