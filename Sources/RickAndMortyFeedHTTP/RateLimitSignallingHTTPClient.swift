import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// Honours the API's 429 beyond one call: a 429 that reaches it (the retrying client inside has
/// given up, its `Retry-After` being longer than it waits) becomes `UpstreamRateLimited`, and
/// until the asked wait is over every request is refused the same way without asking the API
/// again. Shared by everything that asks one API (the mirror's three resources).
public final class RateLimitSignallingHTTPClient: HTTPClient {
    /// How long the API is left alone after a 429 that names no wait.
    public static var defaultWait: Duration { .seconds(30) }
    /// No asked wait is honoured longer than this: an API that asks for a day is asked again sooner.
    public static var maxWait: Duration { .seconds(600) }

    private let client: any HTTPClient
    private let now: @Sendable () -> ContinuousClock.Instant
    private let currentDate: @Sendable () -> Date
    private let limitedUntil = NIOLockedValueBox<ContinuousClock.Instant?>(nil)

    /// - Parameters: now, currentDate: injected so tests run without waiting.
    public init(
        client: any HTTPClient,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
        self.now = now
        self.currentDate = currentDate
    }

    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    public func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        let start = now()
        if let until = limitedUntil.withLockedValue({ $0 }), start < until {
            throw UpstreamRateLimited(retryAfter: start.duration(to: until))
        }
        let response = try await client.get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch)
        guard response.statusCode == 429 else { return response }
        let asked = RetryAfter.delay(response.headers["retry-after"], now: currentDate()) ?? Self.defaultWait
        let wait = min(asked, Self.maxWait)
        let until = now() + wait
        limitedUntil.withLockedValue { current in
            if current.map({ $0 < until }) ?? true { current = until }
        }
        throw UpstreamRateLimited(retryAfter: wait)
    }
}
