/// The API answered 429 ("too many requests") and asked for a wait longer than a client retries
/// within one call. Thrown by a client that signals rate limits (the mirror's); the remote use
/// cases pass it on unchanged, so the mirror can tell its own clients how long to wait.
public struct UpstreamRateLimited: Error, Equatable, Sendable {
    /// How long the API asked to be left alone, from now; `nil` when it did not say.
    public let retryAfter: Duration?

    public init(retryAfter: Duration?) {
        self.retryAfter = retryAfter
    }
}
