import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import NIOConcurrencyHelpers
import Testing
import TestSupport

/// Retries of idempotent GETs: which answers are retried, how long it waits, and when it stops.
@Suite(.trackingMemoryLeaks)
struct RetryingHTTPClientTests {
    @Test func get_deliversSuccessWithoutRetrying() async throws {
        let (sut, client, time) = makeSUT(answers: [.status(200)])

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == 200)
        #expect(client.calls == 1)
        #expect(time.sleeps.isEmpty)
    }

    @Test(arguments: [429, 502, 503])
    func get_retriesTryAgainStatusesUntilSuccess(status: Int) async throws {
        let (sut, client, _) = makeSUT(answers: [.status(status), .status(status), .status(200)])

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == 200)
        #expect(client.calls == 3)
    }

    @Test(arguments: [199, 300, 400, 404, 500, 504])
    func get_deliversOtherStatusesWithoutRetrying(status: Int) async throws {
        let (sut, client, _) = makeSUT(answers: [.status(status), .status(200)])

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == status)
        #expect(client.calls == 1)
    }

    @Test func get_retriesTransientConnectionFailures() async throws {
        let (sut, client, _) = makeSUT(answers: [.error(FakeTransportError(isTransient: true)), .status(200)])

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == 200)
        #expect(client.calls == 2)
    }

    @Test func get_deliversNonTransientFailuresWithoutRetrying() async throws {
        let (sut, client, _) = makeSUT(answers: [.error(FakeTransportError(isTransient: false)), .status(200)])

        await #expect(throws: FakeTransportError(isTransient: false)) { try await sut.get(from: anyURL(), maxBodyBytes: 100) }
        #expect(client.calls == 1)
    }

    @Test func get_deliversOversizedBodyAndUnknownErrorsWithoutRetrying() async throws {
        let (oversized, oversizedClient, _) = makeSUT(answers: [.error(HTTPClientError.responseTooLarge(limit: 1)), .status(200)])
        await #expect(throws: HTTPClientError.responseTooLarge(limit: 1)) { try await oversized.get(from: anyURL(), maxBodyBytes: 1) }
        #expect(oversizedClient.calls == 1)

        let (unknown, unknownClient, _) = makeSUT(answers: [.error(URLError(.unknown)), .status(200)])
        await #expect(throws: URLError.self) { try await unknown.get(from: anyURL(), maxBodyBytes: 1) }
        #expect(unknownClient.calls == 1)
    }

    @Test func get_deliversTheLastAnswerAfterMaxAttempts() async throws {
        let (sut, client, _) = makeSUT(answers: [.status(503), .status(502), .status(429), .status(200)])

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == 429)
        #expect(client.calls == 3)
    }

    @Test func get_backsOffExponentiallyWithJitterBetweenHalfAndAllOfTheBackoff() async throws {
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(100), maxDelay: .milliseconds(300))
        let lowest = makeSUT(answers: Array(repeating: .status(503), count: 5), policy: policy, jitter: 0)
        _ = try await lowest.sut.get(from: anyURL(), maxBodyBytes: 100)
        let highest = makeSUT(answers: Array(repeating: .status(503), count: 5), policy: policy, jitter: 1)
        _ = try await highest.sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(lowest.time.sleeps == [.milliseconds(50), .milliseconds(100), .milliseconds(150), .milliseconds(150)])
        #expect(highest.time.sleeps == [.milliseconds(100), .milliseconds(200), .milliseconds(300), .milliseconds(300)])
    }

    @Test func get_waitsAsLongAsRetryAfterSecondsAsks() async throws {
        let (sut, client, time) = makeSUT(answers: [.status(503, retryAfter: "1"), .status(200)])

        _ = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(time.sleeps == [.seconds(1)])
        #expect(client.calls == 2)
    }

    @Test func get_waitsUntilTheRetryAfterDate() async throws {
        let now = Date(timeIntervalSince1970: 1_445_412_478) // Wed, 21 Oct 2015 07:27:58 GMT
        let (sut, _, time) = makeSUT(answers: [.status(429, retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT"), .status(200)], currentDate: now)

        _ = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(time.sleeps == [.seconds(2)])
    }

    @Test func get_deliversTheAnswerWhenRetryAfterAsksForMoreThanTheLongestWait() async throws {
        let (sut, client, time) = makeSUT(answers: [.status(503, retryAfter: "3600"), .status(200)])

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == 503)
        #expect(client.calls == 1)
        #expect(time.sleeps.isEmpty)
    }

    @Test func get_neverRetriesBeyondTheBudget() async throws {
        let policy = RetryPolicy(maxAttempts: 10, baseDelay: .milliseconds(400), maxDelay: .seconds(2), budget: .seconds(1))
        let (sut, client, time) = makeSUT(answers: Array(repeating: .status(502), count: 10), policy: policy, jitter: 1, callCost: .milliseconds(100))

        let response = try await sut.get(from: anyURL(), maxBodyBytes: 100)

        #expect(response.statusCode == 502)
        // 100 ms call, 400 ms wait, 100 ms call; the next 800 ms wait would end after the second.
        #expect(time.sleeps == [.milliseconds(400)])
        #expect(client.calls == 2)
        #expect(time.elapsed < .seconds(1))
    }

    @Test func get_cancelledDuringBackoff_stopsAtOnceWithoutAnotherAttempt() async throws {
        let client = ScriptedHTTPClient(answers: [.status(503), .status(200)])
        let sut = RetryingHTTPClient(client: client, sleep: { _ in try await Task.sleep(for: .seconds(60)) })
        trackForMemoryLeaks(sut)

        let task = Task { try await sut.get(from: anyURL(), maxBodyBytes: 100) }
        while client.calls < 1 { await Task.yield() }
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(client.calls == 1)
    }

    @Test func get_cancelledDuringARequest_isNotRetried() async throws {
        let (sut, client, _) = makeSUT(answers: [.error(CancellationError()), .status(200)])

        await #expect(throws: CancellationError.self) { try await sut.get(from: anyURL(), maxBodyBytes: 100) }
        #expect(client.calls == 1)
    }

    // MARK: - Helpers

    /// Offline is known at once: asking a server that is not there again only delays the cache.
    @Test(arguments: [HTTPTransportError.unreachable("refused"), .connectTimeout, .readTimeout])
    func get_doesNotRetryWhenNobodyAnswersOrTheAnswerIsLate(error: HTTPTransportError) async throws {
        let (sut, client, time) = makeSUT(answers: [.error(error), .status(200)])

        await #expect(throws: error) { try await sut.get(from: anyURL(), maxBodyBytes: 100) }

        #expect(client.calls == 1)
        #expect(time.sleeps.isEmpty)
    }

    @Test func get_retriesAResetConnection() async throws {
        let (sut, client, _) = makeSUT(answers: [.error(HTTPTransportError.connectionFailed("reset")), .status(200)])

        #expect(try await sut.get(from: anyURL(), maxBodyBytes: 100).statusCode == 200)
        #expect(client.calls == 2)
    }

    private func makeSUT(
        answers: [ScriptedHTTPClient.Answer],
        policy: RetryPolicy = RetryPolicy(),
        jitter: Double = 0.5,
        currentDate: Date = Date(),
        callCost: Duration = .zero,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RetryingHTTPClient, client: ScriptedHTTPClient, time: VirtualTime) {
        let time = VirtualTime()
        let client = ScriptedHTTPClient(answers: answers, onCall: { time.advance(by: callCost) })
        let sut = RetryingHTTPClient(
            client: client,
            policy: policy,
            sleep: { time.sleep($0) },
            now: { time.now },
            currentDate: { currentDate },
            jitter: { jitter }
        )
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(client, sourceLocation: sourceLocation)
        return (sut, client, time)
    }

    private func anyURL() -> URL {
        URL(string: "https://rickandmortyapi.com/api/character") ?? URL(fileURLWithPath: "/")
    }
}

private struct FakeTransportError: TransientHTTPError, Equatable {
    let isTransient: Bool
}

/// Answers each GET with the next scripted answer (the last one repeats).
private final class ScriptedHTTPClient: HTTPClient {
    enum Answer: Sendable {
        case response(HTTPResponse)
        case error(any Error)

        static func status(_ code: Int, retryAfter: String? = nil) -> Answer {
            .response(HTTPResponse(statusCode: code, headers: retryAfter.map { ["Retry-After": $0] } ?? [:], body: Data()))
        }
    }

    private let answers: [Answer]
    private let onCall: @Sendable () -> Void
    private let count = NIOLockedValueBox(0)

    init(answers: [Answer], onCall: @escaping @Sendable () -> Void = {}) {
        self.answers = answers
        self.onCall = onCall
    }

    var calls: Int { count.withLockedValue { $0 } }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        onCall()
        let index = count.withLockedValue { calls in
            defer { calls += 1 }
            return calls
        }
        switch answers[min(index, answers.count - 1)] {
        case let .response(response): return response
        case let .error(error): throw error
        }
    }
}

/// A clock that moves only when the code under test sleeps or a scripted call costs time.
private final class VirtualTime: Sendable {
    private let start = ContinuousClock.now
    private let state = NIOLockedValueBox((offset: Duration.zero, sleeps: [Duration]()))

    var now: ContinuousClock.Instant { start + state.withLockedValue { $0.offset } }
    var elapsed: Duration { state.withLockedValue { $0.offset } }
    var sleeps: [Duration] { state.withLockedValue { $0.sleeps } }

    func advance(by duration: Duration) {
        state.withLockedValue { $0.offset += duration }
    }

    func sleep(_ duration: Duration) {
        state.withLockedValue {
            $0.offset += duration
            $0.sleeps.append(duration)
        }
    }
}
