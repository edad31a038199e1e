import Foundation
import RickAndMortyFeed

/// Retries idempotent GETs the way careful clients do: on 429, 502 and 503 and on transient
/// connection failures, with exponential backoff and jitter, honouring `Retry-After`, and not
/// starting a retry past the policy's time budget. A cancelled caller stops it at once, waits included. Any
/// other answer (a 2xx, a 404, a 500, an oversized body, a timeout) is delivered as it came.
public final class RetryingHTTPClient: HTTPClient {
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    private let client: any HTTPClient
    private let policy: RetryPolicy
    private let sleep: Sleep
    private let now: @Sendable () -> ContinuousClock.Instant
    private let currentDate: @Sendable () -> Date
    private let jitter: @Sendable () -> Double

    /// - Parameters:
    ///   - sleep, now, currentDate: injected so tests run without waiting.
    ///   - jitter: a number in 0...1; the wait is between half and all of the backoff.
    public init(
        client: any HTTPClient,
        policy: RetryPolicy = RetryPolicy(),
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        currentDate: @escaping @Sendable () -> Date = Date.init,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.client = client
        self.policy = policy
        self.sleep = sleep
        self.now = now
        self.currentDate = currentDate
        self.jitter = jitter
    }

    public func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try await get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: nil)
    }

    public func get(from url: URL, maxBodyBytes: Int, ifNoneMatch: String?) async throws -> HTTPResponse {
        let deadline = now() + policy.budget
        var attempt = 1
        while true {
            let outcome: Result<HTTPResponse, any Error>
            do {
                outcome = .success(try await client.get(from: url, maxBodyBytes: maxBodyBytes, ifNoneMatch: ifNoneMatch))
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                outcome = .failure(error)
            }
            guard attempt < policy.maxAttempts, let wait = wait(after: outcome, attempt: attempt),
                  now() + wait < deadline
            else { return try outcome.get() }
            try Task.checkCancellation()
            try await sleep(wait)
            attempt += 1
        }
    }

    /// How long to wait before asking again, or `nil` when this outcome is final.
    private func wait(after outcome: Result<HTTPResponse, any Error>, attempt: Int) -> Duration? {
        switch outcome {
        case let .success(response):
            guard policy.retryableStatusCodes.contains(response.statusCode) else { return nil }
            if let asked = RetryAfter.delay(response.headers["retry-after"], now: currentDate()) {
                return asked <= policy.maxDelay ? asked : nil
            }
            return jittered(policy.backoff(after: attempt))
        case let .failure(error):
            guard (error as? any TransientHTTPError)?.isTransient == true else { return nil }
            return jittered(policy.backoff(after: attempt))
        }
    }

    private func jittered(_ backoff: Duration) -> Duration {
        let fraction = 0.5 + 0.5 * min(1, max(0, jitter()))
        return backoff * fraction
    }
}
