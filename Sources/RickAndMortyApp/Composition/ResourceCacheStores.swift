import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// The episodes' and the locations' caches that live beside the characters' in one store (the
/// same SQLite file, or the same `InMemoryFeedStore`), for the composition's local loaders.
public protocol ResourceCacheStores: Sendable {
    var episodeStore: any ResourceStore<LocalEpisode> { get }
    var locationStore: any ResourceStore<LocalLocation> { get }
}

extension SQLiteFeedStore: ResourceCacheStores {
    public var episodeStore: any ResourceStore<LocalEpisode> { episodes }
    public var locationStore: any ResourceStore<LocalLocation> { locations }
}

extension InMemoryFeedStore: ResourceCacheStores {
    public nonisolated var episodeStore: any ResourceStore<LocalEpisode> { episodes }
    public nonisolated var locationStore: any ResourceStore<LocalLocation> { locations }
}
