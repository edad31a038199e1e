import Logging
import RickAndMortyFeed

/// A resource's two feeds, wired from the generic decorators: remote-first (remote's unfiltered
/// pages saved to the cache, which stands in when remote fails) and cache-first (a valid cached
/// page, else remote-first).
public struct ResourceFeeds<Item: Hashable & Sendable, Filters: ResourceFilters>: Sendable {
    public let remoteFirst: any ResourceFeed<Item, Filters>
    public let cacheFirst: any ResourceFeed<Item, Filters>

    public init<Cache: ResourceCache<Item, Filters> & CachedResourceSource<Item, Filters>>(
        remote: any ResourceLoader<Item, Filters>, cache: Cache, logger: Logger
    ) {
        let remoteFirst = ResourceFeedWithCacheFallback(
            primary: RemoteResourceSavingToCache(remote: remote, cache: cache, logger: logger),
            cache: cache
        )
        self.remoteFirst = remoteFirst
        cacheFirst = CacheFirstResourceFeed(cache: cache, next: remoteFirst)
    }

    public func feed(preferring preference: FeedPreference) -> any ResourceFeed<Item, Filters> {
        preference == .cache ? cacheFirst : remoteFirst
    }
}
