import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// The feed's `HTTPClient` over AsyncHTTPClient: GET with timeouts, an overall deadline, bounded
/// redirects, a body size cap, real cancellation, and a pool of reusable connections.
///
/// The owner must `await shutdown()` once done with it, before letting it go: that closes the
/// pooled connections. (If it is dropped without that, `deinit` starts the shutdown and logs a
/// warning, but cannot wait for it.)
public final class AsyncHTTPFeedClient: RickAndMortyFeed.HTTPClient {
    private let client: AsyncHTTPClient.HTTPClient
    private let configuration: Configuration
    private let logger: Logger
    private let isShutDown = NIOLockedValueBox(false)

    /// Creates a client with its own connection pool on NIO's shared event loops.
    /// `logger` gets one debug line per request and outcome, plus AsyncHTTPClient's own logs.
    public init(configuration: Configuration = Configuration(), logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        self.client = AsyncHTTPClient.HTTPClient(
            eventLoopGroupProvider: .singleton,
            configuration: configuration.asyncHTTPClientConfiguration,
            backgroundActivityLogger: logger
        )
    }

    deinit {
        guard !isShutDown.withLockedValue({ $0 }) else { return }
        logger.warning("AsyncHTTPFeedClient released without shutdown(); shutting down in the background")
        client.shutdown(queue: .global()) { _ in }
    }

    /// Closes every pooled connection and fails requests still in flight. Calling it again is harmless.
    public func shutdown() async throws {
        let alreadyShutDown = isShutDown.withLockedValue { isShutDown in
            defer { isShutDown = true }
            return isShutDown
        }
        guard !alreadyShutDown else { return }
        try await client.shutdown()
    }

    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty
        else {
            logger.debug("refused to fetch a non-HTTP URL", metadata: ["url": "\(url)"])
            throw HTTPTransportError.unsupportedURL(url)
        }

        let started = ContinuousClock.now
        logger.debug("GET", metadata: ["url": "\(url.absoluteString)"])
        do {
            let response = try await fetch(url, maxBodyBytes: maxBodyBytes)
            logger.debug("GET done", metadata: [
                "url": "\(url.absoluteString)",
                "status": "\(response.statusCode)",
                "bytes": "\(response.body.count)",
                "duration": "\(ContinuousClock.now - started)",
            ])
            return response
        } catch {
            let mapped = TransportErrorMapping.map(error, isCancelled: Task.isCancelled, maxRedirects: configuration.maxRedirects)
            logger.debug("GET failed", metadata: [
                "url": "\(url.absoluteString)",
                "error": "\(mapped)",
                "duration": "\(ContinuousClock.now - started)",
            ])
            throw mapped
        }
    }

    /// AsyncHTTPClient's deadline on this (delegate) API covers the whole exchange, body included,
    /// so a body trickling in byte by byte times out too. It is this request's own deadline, or
    /// the whole call's when a `DeadlineHTTPClient` above set an earlier one.
    private func fetch(_ url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        var request = try AsyncHTTPClient.HTTPClient.Request(url: url.absoluteString, method: .GET)
        request.headers.replaceOrAdd(name: "User-Agent", value: configuration.userAgent)
        try Task.checkCancellation()
        let task = client.execute(
            request: request,
            delegate: CappedResponseCollector(limit: maxBodyBytes),
            deadline: .now() + TimeAmount(CallDeadline.remaining(atMost: configuration.requestDeadline)),
            logger: logger
        )
        return try await withTaskCancellationHandler {
            try await task.futureResult.get()
        } onCancel: {
            task.cancel()
        }
    }
}
