import RickAndMortyFeed

/// `prefer: cache`: a valid cached page is shown without a network call; an empty, expired or
/// unreadable cache falls through to the next feed (remote-first).
public final class CacheFirstResourceFeed<Item: Hashable & Sendable, Filters: ResourceFilters>: ResourceFeed {
    private let cache: any CachedResourceSource<Item, Filters>
    private let next: any ResourceFeed<Item, Filters>

    public init(cache: any CachedResourceSource<Item, Filters>, next: any ResourceFeed<Item, Filters>) {
        self.cache = cache
        self.next = next
    }

    public func load(_ query: ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item> {
        if let cached = try? await cache.load(query) {
            return cached.loaded()
        }
        return try await next.load(query)
    }
}

/// `prefer: cache` for the characters feed.
public typealias CacheFirstCharactersFeed = CacheFirstResourceFeed<FeedCharacter, CharacterFilters>
