import Foundation

/// The characters', episodes' and locations' caches (`InMemoryResourceStore`) and an
/// `ImageDataStore` in memory, with the same behaviour as the file store (the same store
/// contract: atomic replace, image size cap, least-recently-used eviction). The store contract
/// suite and the acceptance tests run the app on it as well as on SQLite; nothing is kept once
/// the process ends.
public actor InMemoryFeedStore: ImageDataStore {
    /// 256 MiB, the same default as the file store.
    public static let defaultMaxImageBytes = 256 * 1024 * 1024

    private var images: ImageLRU
    /// Each resource's cache.
    public nonisolated let characters = InMemoryResourceStore<LocalFeedCharacter>()
    public nonisolated let episodes = InMemoryResourceStore<LocalEpisode>()
    public nonisolated let locations = InMemoryResourceStore<LocalLocation>()
    /// The images' changes; the resources count their own.
    private var changes: UInt64 = 0

    /// Moves on with every change to any resource or image, as the file store's `generation` does.
    public var generation: UInt64 {
        get async { changes + (await characters.changes) + (await episodes.changes) + (await locations.changes) }
    }

    public init(maxImageBytes: Int = InMemoryFeedStore.defaultMaxImageBytes) {
        images = ImageLRU(maxBytes: maxImageBytes)
    }

    /// Empties the whole cache, every resource and the images: `rmfeed cache clear`.
    public func deleteAll() async {
        changes += 1
        images = ImageLRU(maxBytes: images.maxBytes)
        await characters.deleteAll()
        await episodes.deleteAll()
        await locations.deleteAll()
    }

    public func insert(_ data: Data, for url: URL) throws {
        changes += 1
        try images.insert(data, for: url)
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        images.retrieve(for: url)
    }

    public func retrieveStoredURLs(among urls: Set<URL>) -> Set<URL> {
        images.storedURLs(among: urls)
    }

    /// What the cache holds, for `rmfeed cache info`.
    public func statistics() async -> FeedCacheStatistics {
        FeedCacheStatistics(
            characters: await characters.statistics(),
            episodes: await episodes.statistics(),
            locations: await locations.statistics(),
            imageCount: images.count,
            imageBytes: images.totalBytes,
            totalBytes: images.totalBytes
        )
    }
}
