import AsyncHTTPClient
import NIOCore

extension AsyncHTTPFeedClient.Configuration {
    /// The AsyncHTTPClient settings this configuration stands for. The overall deadline is not
    /// among them: AsyncHTTPClient takes it per request.
    var asyncHTTPClientConfiguration: AsyncHTTPClient.HTTPClient.Configuration {
        var pool = AsyncHTTPClient.HTTPClient.Configuration.ConnectionPool(
            idleTimeout: TimeAmount(idleConnectionTimeout),
            concurrentHTTP1ConnectionsPerHostSoftLimit: max(1, maxConnectionsPerHost)
        )
        pool.retryConnectionEstablishment = retriesConnectionEstablishment
        // `AsyncHTTPFeedClient` follows redirects itself, checking each target (`FetchableURL`).
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: TimeAmount(connectTimeout), read: TimeAmount(readTimeout)),
            connectionPool: pool,
            decompression: .disabled
        )
        // The app bootstraps no tracer, yet AsyncHTTPClient started a (no-op) span with its
        // attributes for every request: ~2% of a sync's CPU, one span per image.
        configuration.tracing.tracer = nil
        return configuration
    }
}
