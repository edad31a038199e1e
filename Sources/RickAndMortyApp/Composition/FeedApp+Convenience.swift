import Foundation
import Logging
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyFeedSQLite

extension FeedApp {
    /// The app as `rmfeed` runs it: the API over AsyncHTTPClient (retried, within one deadline
    /// per call, and not asked for `reachabilityWindow` once found unreachable: `ReachabilityGate`),
    /// sending requests only to the API's origin and the image hosts of `configuration`, and the
    /// cache in its SQLite file, unless another `store` is given.
    /// `oneCacheConnection`: for a short command, the file is opened with one connection rather
    /// than a pool, so a command that only reads writes nothing (see `SQLiteFeedStore`).
    public convenience init(
        configuration: AppConfiguration,
        logger: Logger,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        httpConfiguration: AsyncHTTPFeedClient.Configuration = .init(),
        retryPolicy: RetryPolicy? = nil,
        reachabilityWindow: Duration? = nil,
        store: (any FeedCacheStore)? = nil,
        oneCacheConnection: Bool = false,
        metrics: AppMetrics = .disabled
    ) throws {
        var httpConfiguration = httpConfiguration
        httpConfiguration.allowedOrigins = configuration.fetchOrigins
        let client = AsyncHTTPFeedClient(configuration: httpConfiguration, logger: logger)
        let network = ReachabilityGate(client: client.retrying(with: retryPolicy ?? RetryPolicy()), window: reachabilityWindow ?? ReachabilityGate.defaultWindow)
        // Opened lazily: an unreadable file is a retrieval error that validation repairs, and an
        // unwritable folder makes saves fail loudly and recover once the folder is writable again.
        let store = store ?? SQLiteFeedStore(fileURL: configuration.cacheFileURL, singleConnection: oneCacheConnection)
        // Three loads in hand per pooled connection (the pool opens at most
        // `maxConnectionsPerHost`): while an image waits for its save, the next request is
        // already queued for the connection it freed. With 8 (one per connection), connections
        // sat idle during saves and sync --images took ~25% longer.
        try self.init(
            configuration: configuration,
            client: network,
            store: store,
            logger: logger,
            currentDate: currentDate,
            syncConcurrency: 3 * httpConfiguration.maxConnectionsPerHost,
            metrics: metrics,
            shutdownClient: { try await client.shutdown() }
        )
    }
}
