import Foundation

/// The one thing the feed needs from the network: a GET whose body is read up to a limit.
/// Infrastructure (AsyncHTTPClient, a test stub) conforms; the core knows none of them.
///
/// Contract: any HTTP status is a response, not an error. A body larger than `maxBodyBytes`
/// throws `HTTPClientError.responseTooLarge` without buffering it whole. A cancelled calling
/// task cancels the request and throws `CancellationError`. Anything else (refused, reset,
/// timed out, bad TLS) throws an error of the implementation's choosing.
public protocol HTTPClient: Sendable {
    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse
}
