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
    let configuration: Configuration
    private let logger: Logger
    private let state = NIOLockedValueBox(State.idle)

    /// The pool is started by the first request, so a command that asks the API nothing
    /// (`rmfeed cache info`, a page shown from the cache) starts no event loop and closes nothing.
    private enum State {
        case idle
        case running(AsyncHTTPClient.HTTPClient, RequestSlots)
        case shutDown
    }

    /// Creates a client whose pool of connections, on NIO's shared event loops, opens with the
    /// first request. `logger` gets one debug line per request and outcome, plus AsyncHTTPClient's own logs.
    public init(configuration: Configuration = Configuration(), logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    deinit {
        guard case let .running(client, _) = state.withLockedValue({ $0 }) else { return }
        logger.warning("AsyncHTTPFeedClient released without shutdown(); shutting down in the background")
        client.shutdown(queue: .global()) { _ in }
    }

    /// Closes every pooled connection and fails requests still in flight; later requests fail
    /// with `HTTPTransportError.clientShutDown`. Calling it again is harmless.
    public func shutdown() async throws {
        let running = state.withLockedValue { state -> AsyncHTTPClient.HTTPClient? in
            defer { state = .shutDown }
            guard case let .running(client, _) = state else { return nil }
            return client
        }
        try await running?.shutdown()
    }

    /// The pool and its request slots, started now if this is the first request.
    private func running() throws -> (client: AsyncHTTPClient.HTTPClient, slots: RequestSlots) {
        try state.withLockedValue { state in
            switch state {
            case let .running(client, slots):
                return (client, slots)
            case .shutDown:
                throw HTTPTransportError.clientShutDown
            case .idle:
                let client = AsyncHTTPClient.HTTPClient(
                    eventLoopGroupProvider: .singleton,
                    configuration: configuration.asyncHTTPClientConfiguration,
                    backgroundActivityLogger: logger
                )
                let slots = RequestSlots(limit: configuration.maxConnectionsPerHost, eventLoop: client.eventLoopGroup.any())
                state = .running(client, slots)
                return (client, slots)
            }
        }
    }

    /// Follows redirects itself, so that every URL it is sent to, a `Location` included, is
    /// one the app may fetch on an allowed origin: a redirect anywhere else is handed back as
    /// the 3xx it is. The whole chain shares one request deadline.
    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    /// `ifNoneMatch` goes with the first request only (it is the tag of `url`, not of a
    /// redirect's target), and only when it is a plausible entity tag (`EntityTagValue`).
    public func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        guard mayFetch(url) else {
            logger.warning("refused to fetch a URL off the API's origin and the image hosts", metadata: ["url": "\(url)"])
            throw RickAndMortyFeed.HTTPClientError.unfetchableURL(url)
        }
        return try await CallDeadline.$current.withValue(CallDeadline.bounding(.now + configuration.requestDeadline)) {
            var current = url
            var visited: Set<URL> = [url]
            var condition = ifNoneMatch.flatMap(EntityTagValue.validated)
            while true {
                let response = try await fetchLogged(current, maxBodyBytes: maxBodyBytes, ifNoneMatch: condition)
                condition = nil
                guard configuration.maxRedirects > 0, let next = redirectTarget(of: response, from: current) else {
                    return response
                }
                guard visited.count <= configuration.maxRedirects else {
                    throw HTTPTransportError.tooManyRedirects(limit: configuration.maxRedirects)
                }
                guard visited.insert(next).inserted else { throw HTTPTransportError.redirectCycle }
                current = next
            }
        }
    }

    /// Where a 301, 302, 303, 307 or 308 sends the client, when that is a URL it may fetch.
    private func redirectTarget(of response: HTTPResponse, from url: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode),
              let location = response.headers["location"],
              let target = URL(string: location, relativeTo: url)?.absoluteURL
        else { return nil }
        guard mayFetch(target) else {
            logger.warning("refused a redirect off the API's origin and the image hosts", metadata: [
                "url": "\(url.absoluteString)", "location": "\(location)",
            ])
            return nil
        }
        return target
    }

    /// The one check of every URL this client is sent to (see `Configuration.allowedOrigins`).
    private func mayFetch(_ url: URL) -> Bool {
        configuration.allowedOrigins?.allows(url) ?? (FetchableURL.validated(url) != nil)
    }

    private func fetchLogged(_ url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        logger.debug("GET", metadata: ["url": "\(url.absoluteString)"])
        do {
            let response = try await fetch(url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)
            logger.debug("GET done", metadata: [
                "url": "\(url.absoluteString)",
                "status": "\(response.statusCode)",
                "bytes": "\(response.body.count)",
                "duration": "\(ContinuousClock.now - started)",
            ])
            return response
        } catch {
            let mapped = TransportErrorMapping.map(error, isCancelled: Task.isCancelled)
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
    private func fetch(_ url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        var request = try AsyncHTTPClient.HTTPClient.Request(url: url.absoluteString, method: .GET)
        request.headers.replaceOrAdd(name: "User-Agent", value: configuration.userAgent)
        if let ifNoneMatch { request.headers.replaceOrAdd(name: "If-None-Match", value: ifNoneMatch) }
        try Task.checkCancellation()
        let (client, slots) = try running()
        let deadline = NIODeadline.now() + TimeAmount(CallDeadline.remaining(atMost: configuration.requestDeadline))
        try await slots.acquire(until: deadline)
        defer { slots.release() }
        let task = client.execute(
            request: request,
            delegate: CappedResponseCollector(limit: maxBodyBytes),
            deadline: deadline,
            logger: logger
        )
        return try await withTaskCancellationHandler {
            try await task.futureResult.get()
        } onCancel: {
            task.cancel()
        }
    }
}
