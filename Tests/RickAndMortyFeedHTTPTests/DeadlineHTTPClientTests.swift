import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks, .timeLimit(.minutes(1)))
struct DeadlineHTTPClientTests {
    @Test func get_deliversTheWrappedClientsResponseWithinTheDeadline() async throws {
        let stub = ClientStub(hangsUntilCancelled: false)
        let sut = DeadlineHTTPClient(client: stub, deadline: .seconds(30))
        trackForMemoryLeaks(sut)

        let response = try await sut.get(from: anyURL, maxBodyBytes: 10)

        #expect(response.statusCode == 200)
    }

    @Test func get_failsWithDeadlineExceededAndCancelsTheWrappedCallWhenItRunsPastTheDeadline() async throws {
        let stub = ClientStub(hangsUntilCancelled: true)
        let sut = DeadlineHTTPClient(client: stub, deadline: .milliseconds(50))
        trackForMemoryLeaks(sut)

        await #expect(throws: HTTPTransportError.deadlineExceeded) { try await sut.get(from: anyURL, maxBodyBytes: 10) }
        #expect(await eventually { stub.wasCancelled }, "the wrapped call is cancelled, not left running")
    }

    private let anyURL = URL(fileURLWithPath: "/any")
}

/// Answers 200 at once, or hangs until its task is cancelled (a retrying client that would go
/// on past any deadline) and records that it was.
private final class ClientStub: HTTPClient {
    private let waitsForCancellation: Bool
    private let cancelled = NIOLockedValueBox(false)

    init(hangsUntilCancelled waitsForCancellation: Bool) {
        self.waitsForCancellation = waitsForCancellation
    }

    var wasCancelled: Bool { cancelled.withLockedValue { $0 } }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        if waitsForCancellation {
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                cancelled.withLockedValue { $0 = true }
                throw error
            }
        }
        return HTTPResponse(statusCode: 200, headers: [:], body: Data())
    }
}
