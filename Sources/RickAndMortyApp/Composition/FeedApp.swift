import Foundation
import Logging
import RickAndMortyFeed

/// The composition root: the one place that knows every concrete type. The UIs (terminal, web)
/// ask it for a feed, an image or a cache operation; the wiring is small decorators and
/// composites around the core's loaders.
public final class FeedApp: Sendable {
    public let configuration: AppConfiguration
    let store: any FeedCacheStore
    /// The API client every loader uses (counted); the mirror's loaders use it too.
    let upstream: any HTTPClient
    /// What `upstream` knows of the API's reachability without asking, when it knows anything.
    private let reachability: (any ReachabilityReporting)?
    private let remoteFirst: any CharactersFeed
    private let cacheFirst: any CharactersFeed
    private let characters: ItemsByIDWithCache<FeedCharacter>
    let characterImages: CharacterImages
    let loaders: ResourceLoaders
    let resources: LinkedResources
    private let sync: FeedSync
    private let localSearch: LocalSearch
    private let shutdownClient: @Sendable () async throws -> Void
    let logger: Logger
    let metrics: AppMetrics
    let currentDate: @Sendable () -> Date

    /// The composition over any HTTP client and any cache store: the seam the acceptance tests
    /// use to run the same app on `InMemoryFeedStore` as on SQLite.
    ///
    /// - Parameters:
    ///   - configuration: the API's address (the cache file in it is `store`'s business).
    ///   - shutdownClient: closes `client`'s connections; called once by `shutdown()`.
    ///   - metrics: where upstream calls, cache hits and misses and syncs are counted.
    public init(
        configuration: AppConfiguration,
        client uncountedClient: any HTTPClient,
        store: some FeedCacheStore,
        logger: Logger,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        syncConcurrency: Int = 8,
        metrics: AppMetrics = .disabled,
        shutdownClient: @escaping @Sendable () async throws -> Void = {}
    ) throws {
        let client = CountingHTTPClient(decoratee: uncountedClient, counters: metrics.upstream)
        let endpoint = try CharactersEndpoint(baseURL: configuration.apiURL)
        let loaders = try ResourceLoaders(apiURL: configuration.apiURL, client: client, store: store, currentDate: currentDate)
        let local = loaders.localCharacters
        let localImages = LocalImageDataLoader(store: store)
        let remoteCharacters = RemoteCharactersLoader(endpoint: endpoint, client: client)
        let remoteFirst = CharactersFeedWithCacheFallback(
            primary: RemoteCharactersSavingToCache(remote: remoteCharacters, cache: local, logger: logger),
            cache: local
        )
        let cachedImages = CachedImageLoader(cache: localImages)
        let remoteImageData = RemoteImageDataLoader(client: client)
        let remoteImages = RemoteImageSavingToCache(remote: remoteImageData, cache: localImages, logger: logger)
        let characters = ItemsByIDWithCache(
            cache: local,
            remote: loaders.remoteCharacters,
            rule: ItemsByIDRule(acceptsExpired: true),
            logger: logger
        )
        self.loaders = loaders
        self.resources = LinkedResources(loaders, logger: logger)
        self.configuration = configuration
        self.store = store
        self.upstream = client
        self.reachability = uncountedClient as? any ReachabilityReporting
        self.remoteFirst = CacheUseCountingFeed(decoratee: remoteFirst, counters: metrics.cacheUse)
        self.cacheFirst = CacheUseCountingFeed(
            decoratee: CacheFirstCharactersFeed(cache: local, next: remoteFirst),
            counters: metrics.cacheUse
        )
        self.characters = characters
        self.characterImages = CharacterImages(
            characters: characters,
            cachedImages: cachedImages,
            images: ImageLoaderWithFallback(primary: cachedImages, fallback: remoteImages)
        )
        self.localSearch = LocalSearch(index: store, currentDate: currentDate)
        self.sync = FeedSync.mirroring(
            loaders, imageIndex: localImages, remoteImages: remoteImageData, imageCache: localImages, concurrency: syncConcurrency
        )
        self.shutdownClient = shutdownClient
        self.logger = logger
        self.metrics = metrics
        self.currentDate = currentDate
    }

    /// The characters feed, remote-first or cache-first.
    /// Whether the API was found unreachable and has not answered since: every view now comes
    /// from the cache (`ReachabilityGate`). `false` when the client cannot tell.
    public var apiIsKnownUnreachable: Bool {
        get async { await reachability?.isKnownUnreachable(configuration.apiURL) ?? false }
    }

    public func feed(preferring preference: FeedPreference = .remote) -> any CharactersFeed {
        preference == .cache ? cacheFirst : remoteFirst
    }

    /// A character by id from the cache, else from the API (and then cached, so it is there
    /// offline); `nil` when the API does not know it.
    public func character(id: Int) async throws -> FeedCharacter? {
        try await characters.item(id: id)
    }

    /// *Search the cache*: full-text search over everything cached and valid, offline; see
    /// `LocalSearch`. Never asks the API.
    public func search(_ terms: SearchTerms, kinds: Set<SearchKind> = Set(SearchKind.allCases), limit: Int = 20) async throws -> SearchAnswer {
        try await localSearch.search(terms, kinds: kinds, limit: limit)
    }

    /// Loads every page (and image) into the cache; see `FeedSync`. Its state is observed by
    /// `metrics` as it runs. Then the search index, rewritten by the sync, is merged into one
    /// piece for faster searches; the sync's data is saved whether or not that works.
    public func syncAll(images: Bool, progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncReport {
        let replacementsBefore = store.outsideReplacements
        var report = try await metrics.sync.observing(now: currentDate, progress: progress) { observed in
            try await sync.run(images: images, progress: observed)
        }
        report.cacheReplacedDuringSync = store.outsideReplacements != replacementsBefore
        do {
            try await store.mergeSearchIndex()
        } catch {
            logger.debug("the search index was not merged after the sync", metadata: ["error": "\(error)"])
        }
        do {
            try await store.checkpoint()
        } catch {
            logger.debug("the cache's log was not emptied after the sync", metadata: ["error": "\(error)"])
        }
        return report
    }

    /// Closes the HTTP connections; the owner calls it once, when done.
    public func shutdown() async {
        do {
            try await shutdownClient()
        } catch {
            logger.debug("HTTP client shutdown reported an error", metadata: ["error": "\(error)"])
        }
    }
}
