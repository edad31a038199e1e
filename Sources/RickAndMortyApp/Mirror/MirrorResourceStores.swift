import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// A cache store that also keeps episodes and locations, which the mirror reads and writes.
public protocol MirrorResourceStores: Sendable {
    var episodeStore: any ResourceStore<LocalEpisode> { get }
    var locationStore: any ResourceStore<LocalLocation> { get }
}

extension SQLiteFeedStore: MirrorResourceStores {
    public var episodeStore: any ResourceStore<LocalEpisode> { episodes }
    public var locationStore: any ResourceStore<LocalLocation> { locations }
}

extension InMemoryFeedStore: MirrorResourceStores {
    public nonisolated var episodeStore: any ResourceStore<LocalEpisode> { episodes }
    public nonisolated var locationStore: any ResourceStore<LocalLocation> { locations }
}
