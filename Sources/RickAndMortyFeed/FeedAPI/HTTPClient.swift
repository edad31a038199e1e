import Foundation

/// The one thing the feed needs from the network: a GET whose body is read up to a limit.
/// Infrastructure (AsyncHTTPClient, a test stub) conforms; the core knows none of them.
///
/// Contract: any HTTP status is a response, not an error. A body larger than `maxBodyBytes`
/// throws `HTTPClientError.responseTooLarge` without buffering it whole. A cancelled calling
/// task cancels the request and throws `CancellationError`. Anything else (refused, reset,
/// timed out, bad TLS) throws an error of the implementation's choosing.
///
/// A conditional GET sends `ifNoneMatch` (an entity tag the server gave for this URL before) as
/// `If-None-Match`; the server's 304 is a response like any other, and its `ETag` is in the
/// headers of every response. The default implementation sends no condition (so a test double
/// need not know of it); a decorator must pass the condition on.
public protocol HTTPClient: Sendable {
    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse
    func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse
}

extension HTTPClient {
    /// Downloads whatever the condition: a client that cannot send it still answers correctly.
    public func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes)
    }
}

/// A client that knows that a server was found unreachable and has not answered since
/// (`ReachabilityGate`): what is shown meanwhile comes from the cache alone, so the web app may
/// show again what it made from the cache.
public protocol ReachabilityReporting: Sendable {
    func isKnownUnreachable(_ url: URL) async -> Bool
}
