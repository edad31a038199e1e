import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

/// A 429 that outlasts the retries: signalled with the asked wait (capped), and the API left
/// alone until that wait is over.
@Suite(.trackingMemoryLeaks)
struct RateLimitSignallingHTTPClientTests {
    @Test func get_deliversOtherStatusesAsTheyCame() async throws {
        let (sut, client, _) = makeSUT(statuses: [(503, "120"), (200, nil)])

        #expect(try await sut.get(from: anyURL(), maxBodyBytes: 10).statusCode == 503)
        #expect(try await sut.get(from: anyURL(), maxBodyBytes: 10).statusCode == 200)
        #expect(client.calls == 2)
    }

    @Test(arguments: [("120", 120), ("Tue, 24 Nov 2026 08:02:00 GMT", 120), ("86400", 600), (nil, 30), ("soon", 30)])
    func get_on429_throwsRateLimitedWithTheAskedWaitCapped(retryAfter: String?, seconds: Int) async throws {
        let (sut, _, _) = makeSUT(statuses: [(429, retryAfter)])

        await #expect(throws: UpstreamRateLimited(retryAfter: .seconds(seconds))) {
            try await sut.get(from: anyURL(), maxBodyBytes: 10)
        }
    }

    @Test func get_afterA429_doesNotAskAgainUntilTheWaitIsOver() async throws {
        let (sut, client, clock) = makeSUT(statuses: [(429, "120"), (200, nil)])
        await #expect(throws: UpstreamRateLimited.self) { try await sut.get(from: anyURL(), maxBodyBytes: 10) }

        clock.advance(by: .seconds(100))
        await #expect(throws: UpstreamRateLimited(retryAfter: .seconds(20))) { try await sut.get(from: anyURL(), maxBodyBytes: 10) }
        #expect(client.calls == 1)

        clock.advance(by: .seconds(20))
        #expect(try await sut.get(from: anyURL(), maxBodyBytes: 10).statusCode == 200)
        #expect(client.calls == 2)
    }

    private func makeSUT(
        statuses: [(Int, String?)], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RateLimitSignallingHTTPClient, client: StatusSequenceClient, clock: ManualInstant) {
        let client = StatusSequenceClient(statuses.map { status, retryAfter in
            HTTPResponse(statusCode: status, headers: retryAfter.map { ["Retry-After": $0] } ?? [:], body: Data())
        })
        let clock = ManualInstant()
        // 120 s before the HTTP-date argument above.
        let date = Date(timeIntervalSince1970: 1_795_507_200)
        let sut = RateLimitSignallingHTTPClient(client: client, now: { clock.now }, currentDate: { date })
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, client, clock)
    }

    private func anyURL() -> URL {
        URL(string: "https://rickandmortyapi.com/api/character") ?? URL(fileURLWithPath: "/")
    }
}

/// Answers each GET with the next response (the last one repeats).
final class StatusSequenceClient: HTTPClient {
    private let responses: [HTTPResponse]
    private let count = NIOLockedValueBox(0)

    init(_ responses: [HTTPResponse]) { self.responses = responses }

    var calls: Int { count.withLockedValue { $0 } }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        let index = count.withLockedValue { calls in
            defer { calls += 1 }
            return calls
        }
        return responses[min(index, responses.count - 1)]
    }
}

/// A continuous-clock instant that moves only when told.
final class ManualInstant: Sendable {
    private let start = ContinuousClock.now
    private let offset = NIOLockedValueBox(Duration.zero)

    var now: ContinuousClock.Instant { start + offset.withLockedValue { $0 } }

    func advance(by duration: Duration) { offset.withLockedValue { $0 += duration } }
}
