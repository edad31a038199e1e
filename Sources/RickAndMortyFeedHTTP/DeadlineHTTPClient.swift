import Foundation
import RickAndMortyFeed

/// Bounds a whole call of another client, however many attempts it makes, by one deadline:
/// the composition root puts it around `RetryingHTTPClient`, whose attempts each have their
/// own deadline, so that retries can never make a person wait longer than one request may take.
public final class DeadlineHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let deadline: Duration

    public init(client: any HTTPClient, deadline: Duration) {
        self.client = client
        self.deadline = deadline
    }

    /// Throws `HTTPTransportError.deadlineExceeded` when the call outlives the deadline; the
    /// wrapped call is cancelled then.
    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await withDeadline(.now + deadline) { [client] in
            try await client.get(from: url, maxBodyBytes: maxBodyBytes)
        }
    }
}
