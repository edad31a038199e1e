import Foundation
import Logging
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyFeedSQLite

/// The composition root: the one place that knows every concrete type. The UIs (terminal, web)
/// ask it for a feed, an image or a cache operation; the wiring is small decorators and
/// composites around the core's loaders.
public final class FeedApp: Sendable {
    public let configuration: AppConfiguration
    private let client: AsyncHTTPFeedClient
    private let store: SQLiteFeedStore
    private let localCharacters: LocalCharactersLoader
    private let remoteFirst: any CharactersFeed
    private let cacheFirst: any CharactersFeed
    private let remoteCharacter: RemoteCharacterLoader
    private let cachedCharacters: CachedCharacterLookup
    private let images: any CharacterImageLoader
    private let cachedImages: CachedImageLoader
    private let sync: FeedSync
    private let logger: Logger

    public init(
        configuration: AppConfiguration,
        logger: Logger,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        httpConfiguration: AsyncHTTPFeedClient.Configuration = .init(),
        retryPolicy: RetryPolicy? = nil
    ) throws {
        let endpoint = try CharactersEndpoint(baseURL: configuration.apiURL)
        let client = AsyncHTTPFeedClient(configuration: httpConfiguration, logger: logger)
        let network = client.retrying(with: retryPolicy ?? RetryPolicy())
        // Opened lazily: an unreadable file is a retrieval error that validation repairs, and an
        // unwritable folder makes saves fail loudly and recover once the folder is writable again.
        let store = SQLiteFeedStore(fileURL: configuration.cacheFileURL)
        let local = LocalCharactersLoader(store: store, currentDate: currentDate)
        let localImages = LocalImageDataLoader(store: store)
        let remoteCharacters = RemoteCharactersLoader(endpoint: endpoint, client: network)
        let remoteFirst = CharactersFeedWithCacheFallback(
            primary: RemoteCharactersSavingToCache(remote: remoteCharacters, cache: local, logger: logger),
            cache: local
        )
        let cachedImages = CachedImageLoader(cache: localImages)
        let remoteImageData = RemoteImageDataLoader(client: network)
        let remoteImages = RemoteImageSavingToCache(remote: remoteImageData, cache: localImages, logger: logger)
        self.configuration = configuration
        self.client = client
        self.store = store
        self.localCharacters = local
        self.remoteFirst = remoteFirst
        self.cacheFirst = CacheFirstCharactersFeed(cache: local, next: remoteFirst)
        self.remoteCharacter = RemoteCharacterLoader(endpoint: endpoint, client: network)
        self.cachedCharacters = CachedCharacterLookup(store: store)
        self.cachedImages = cachedImages
        self.images = PlaceholderImageFallback(decoratee: ImageLoaderWithFallback(primary: cachedImages, fallback: remoteImages))
        // Three loads in hand per pooled connection (the pool opens at most
        // `maxConnectionsPerHost`): while an image waits for its save, the next request is
        // already queued for the connection it freed. With 8 (one per connection), connections
        // sat idle during saves and sync --images took ~25% longer.
        self.sync = FeedSync(
            remote: remoteCharacters, cache: local, imageIndex: localImages,
            remoteImages: remoteImageData, imageCache: localImages,
            concurrency: 3 * httpConfiguration.maxConnectionsPerHost
        )
        self.logger = logger
    }

    /// The characters feed, remote-first or cache-first.
    public func feed(preferring preference: FeedPreference = .remote) -> any CharactersFeed {
        preference == .cache ? cacheFirst : remoteFirst
    }

    /// A character's image: cache, then remote (then saved), then the placeholder. The URL is
    /// always the one of a character the app loaded (cache, else the API by id), never one
    /// given from outside. `nil` when no such character exists.
    public func image(forCharacter id: Int) async throws -> CharacterImage? {
        guard let character = try await character(id: id) else { return nil }
        guard let url = character.image else { return PlaceholderImage.image }
        return try await images.loadImage(from: url)
    }

    /// A character's image when the cache holds both the character and its image; the API is
    /// not asked. `nil` otherwise: then `image(forCharacter:)` has the whole story.
    public func cachedImage(forCharacter id: Int) async -> CharacterImage? {
        guard let character = try? await cachedCharacters.character(id: id),
              let url = character.image
        else { return nil }
        return try? await cachedImages.loadImage(from: url)
    }

    /// Moves on every time this app changes the cache (a page or an image saved, the cache
    /// validated away or cleared), and within a quarter of a second of another process changing
    /// it (`rmfeed cache clear` while `serve` runs): what a UI keeps from the cache is stale once
    /// it has moved.
    public var cacheGeneration: UInt64 {
        store.generation
    }

    /// A character by id from the cache, else from the API; `nil` when the API does not know it.
    public func character(id: Int) async throws -> FeedCharacter? {
        if let cached = try? await cachedCharacters.character(id: id) { return cached }
        return try await remoteCharacter.load(id: id)
    }

    /// Loads every page (and image) into the cache; see `FeedSync`.
    public func syncAll(images: Bool, progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        try await sync.run(images: images, progress: progress)
    }

    /// *Validate feed cache*: deletes an expired or unreadable cache. Run at start and on demand.
    public func validateCache() async throws {
        try await localCharacters.validateCache()
    }

    /// Empties the feed cache and the image cache by starting a fresh file.
    public func clearCache() async throws {
        try await store.deleteAll()
    }

    public func cacheStatistics() async throws -> FeedCacheStatistics {
        try await store.statistics()
    }

    /// Closes the HTTP connections; the owner calls it once, when done.
    public func shutdown() async {
        do {
            try await client.shutdown()
        } catch {
            logger.debug("HTTP client shutdown reported an error", metadata: ["error": "\(error)"])
        }
    }
}
