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

    /// The case the deadline exists for: a 503 near the end of the call starts one more attempt,
    /// which must end with the call rather than run for a whole request deadline of its own.
    @Test func get_failsWithDeadlineExceededWhenARetryRunsPastTheCallsDeadline() async throws {
        let requests = NIOLockedValueBox(0)
        let unavailableThenSlow = unavailableThenSlow(counting: requests)
        try await withRawServer(unavailableThenSlow) { server in
            try await withSUT(configuration: slowRequests) { transport in
                let retrying = RetryingHTTPClient(
                    client: transport, policy: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(50), budget: .seconds(30)))
                let sut = DeadlineHTTPClient(client: retrying, deadline: callDeadline)

                let result = await outcome { try await sut.get(from: server.url("/retried"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .deadlineExceeded)
                #expect(requests.withLockedValue { $0 } == 2, "the retry was made, and ended at the call's deadline")
            }
        }
    }

    /// The app's stack, composed in one place from one request deadline: a 503 is retried, and
    /// the retry ends with the call at that deadline.
    @Test func retrying_retriesAnUnavailableAnswerAndEndsTheWholeCallAtTheConfiguredDeadline() async throws {
        let requests = NIOLockedValueBox(0)
        let unavailableThenSlow = unavailableThenSlow(counting: requests)
        var configuration = slowRequests
        configuration.requestDeadline = callDeadline
        try await withRawServer(unavailableThenSlow) { server in
            try await withSUT(configuration: configuration) { transport in
                let sut = transport.retrying(with: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(50)))

                let result = await outcome { try await sut.get(from: server.url("/retried"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .deadlineExceeded)
                #expect(requests.withLockedValue { $0 } == 2, "the 503 was retried")
            }
        }
    }

    @Test func get_keepsAnEarlierDeadlineAlreadyInForce() async throws {
        let slow: RawHTTPServer.Script = { _, writer in
            try await Task.sleep(for: .seconds(3))
            try await writer.write(rawResponse(body: "late"))
            return .keepOpen
        }
        try await withRawServer(slow) { server in
            try await withSUT(configuration: slowRequests) { transport in
                let inner = DeadlineHTTPClient(client: transport, deadline: .seconds(30))
                let sut = DeadlineHTTPClient(client: inner, deadline: .milliseconds(300))

                let result = await outcome { try await sut.get(from: server.url("/slow"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .deadlineExceeded)
            }
        }
    }

    @Test func get_cancelsTheWrappedCallWhenTheCallerIsCancelled() async throws {
        let stub = ClientStub(hangsUntilCancelled: true)
        let sut = DeadlineHTTPClient(client: stub, deadline: .seconds(30))
        trackForMemoryLeaks(sut)

        let call = Task { try await sut.get(from: anyURL, maxBodyBytes: 10) }
        #expect(await eventually { stub.hasStarted })
        call.cancel()

        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(stub.wasCancelled, "the wrapped call is cancelled with its caller")
    }

    /// Answers the first request 503 at once, and every later one 200 after 3 s.
    /// The call's deadline in the retry tests: long enough that a loaded machine (or a sanitizer)
    /// still answers the first attempt's 503 and starts the retry within it, far below the
    /// retry's 30-second answer, so only the deadline can end the call.
    private let callDeadline: Duration = .seconds(3)

    private func unavailableThenSlow(counting requests: NIOLockedValueBox<Int>) -> RawHTTPServer.Script {
        { _, writer in
            let number = requests.withLockedValue { $0 += 1; return $0 }
            if number > 1 { try await Task.sleep(for: .seconds(30)) }
            try await writer.write(rawResponse(status: number == 1 ? "503 Service Unavailable" : "200 OK", body: "late"))
            return .keepOpen
        }
    }

    /// A transport whose own deadline and read timeout are far beyond the tests' call deadlines,
    /// so that only the call's deadline can end an attempt in time.
    private var slowRequests: AsyncHTTPFeedClient.Configuration {
        var configuration = fastTestConfiguration
        configuration.readTimeout = .seconds(20)
        configuration.requestDeadline = .seconds(20)
        return configuration
    }
    private let anyURL = URL(fileURLWithPath: "/any")
}

/// Answers 200 at once, or hangs until its task is cancelled, and records what happened.
private final class ClientStub: HTTPClient {
    private let waitsForCancellation: Bool
    private let cancelled = NIOLockedValueBox(false)
    private let started = NIOLockedValueBox(false)

    init(hangsUntilCancelled waitsForCancellation: Bool) {
        self.waitsForCancellation = waitsForCancellation
    }

    var wasCancelled: Bool { cancelled.withLockedValue { $0 } }
    var hasStarted: Bool { started.withLockedValue { $0 } }

    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        started.withLockedValue { $0 = true }
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
