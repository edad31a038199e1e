import RickAndMortyFeed

/// The cache as a whole: its generation, *Validate feed cache*, clearing it and its statistics.
extension FeedApp {
    /// Moves on every time this app changes the cache (a page, a character or an image saved,
    /// the cache validated away or cleared), and within a quarter of a second of another process
    /// changing it (`rmfeed cache clear` while `serve` runs): what a UI keeps from the cache is
    /// stale once it has moved.
    public var cacheGeneration: UInt64 {
        get async { await store.generation }
    }

    /// *Validate feed cache*: deletes an expired or unreadable cache. Run at start and on demand.
    /// Expired pages, characters, episodes and locations go, each by its own timestamp.
    public func validateCache() async throws {
        try await loaders.validateCache()
    }

    /// Empties the cache: every resource's pages and items, and the images.
    public func clearCache() async throws {
        try await store.deleteAll()
    }

    public func cacheStatistics() async throws -> FeedCacheStatistics {
        try await store.statistics()
    }
}
