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
        // AsyncHTTPClient reads `max: 0` as "fail on any redirect"; zero here means "hand the 3xx back".
        let redirects: AsyncHTTPClient.HTTPClient.Configuration.RedirectConfiguration =
            maxRedirects > 0 ? .follow(max: maxRedirects, allowCycles: false) : .disallow
        return AsyncHTTPClient.HTTPClient.Configuration(
            redirectConfiguration: redirects,
            timeout: .init(connect: TimeAmount(connectTimeout), read: TimeAmount(readTimeout)),
            connectionPool: pool,
            decompression: .disabled
        )
    }
}
