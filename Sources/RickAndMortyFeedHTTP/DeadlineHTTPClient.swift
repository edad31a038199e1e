import Foundation
import RickAndMortyFeed

/// Bounds a whole call of the `AsyncHTTPFeedClient` beneath it, however many attempts the
/// decorators in between make: the composition root puts it around `RetryingHTTPClient`, so that
/// retries can never make a person wait longer than one request may take. Every attempt ends by
/// the call's deadline (or an earlier one already in force); the waits between attempts are
/// bounded by the retry policy's budget.
public final class DeadlineHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let deadline: Duration

    public init(client: any HTTPClient, deadline: Duration) {
        self.client = client
        self.deadline = deadline
    }

    /// An attempt still under way at the deadline fails with `HTTPTransportError.deadlineExceeded`.
    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    public func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        try await CallDeadline.$current.withValue(CallDeadline.bounding(.now + deadline)) {
            try await client.get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)
        }
    }
}
