import Foundation
import RickAndMortyFeed

/// When and how soon `RetryingHTTPClient` asks again: a few attempts with exponential backoff
/// and jitter, for statuses that mean "try again" (429, 502, 503) and transient connection
/// failures, all within one time budget per call.
public struct RetryPolicy: Hashable, Sendable {
    /// Attempts in all, the first included; 1 turns retrying off.
    public var maxAttempts: Int
    /// The backoff before the second attempt; it doubles before each further one.
    public var baseDelay: Duration
    /// No single backoff (or honoured `Retry-After`) is longer than this.
    public var maxDelay: Duration
    /// No retry is started when its wait would end after this, counted from the call's start.
    /// (An attempt already under way is bounded by the client's own deadline; bound the whole
    /// call with a deadline around the retrying client, as the app does.)
    public var budget: Duration
    /// Statuses that mean "the server may answer if asked again".
    public var retryableStatusCodes: Set<Int>

    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(150),
        maxDelay: Duration = .seconds(2),
        budget: Duration = .seconds(30),
        retryableStatusCodes: Set<Int> = [429, 502, 503]
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.budget = budget
        self.retryableStatusCodes = retryableStatusCodes
    }

    /// The backoff before attempt `attempt + 1` (attempt counts from 1), before jitter.
    func backoff(after attempt: Int) -> Duration {
        let doubled = baseDelay * (1 << min(attempt - 1, 20))
        return min(doubled, maxDelay)
    }
}
