import Foundation
import Logging
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientShutdownTests {
    private let answers: RawHTTPServer.Script = { _, writer in
        try await writer.write(rawResponse(body: "ok"))
        return .keepOpen
    }

    @Test func shutdown_closesPooledConnections() async throws {
        try await withRawServer(answers) { server in
            let sut = makeSUT()
            _ = try await sut.get(from: server.url("/hello"), maxBodyBytes: 100)
            #expect(server.recorder.snapshot.connectionsClosed == 0, "the connection should wait in the pool")

            try await sut.shutdown()

            #expect(await server.recorder.wait { $0.connectionsClosed == 1 })
        }
    }

    @Test func get_failsWithClientShutDownAfterShutdownWithoutConnecting() async throws {
        try await withRawServer(answers) { server in
            let sut = makeSUT()
            try await sut.shutdown()

            let result = await outcome { try await sut.get(from: server.url("/hello"), maxBodyBytes: 100) }

            #expect(result.error as? HTTPTransportError == .clientShutDown)
            #expect(server.recorder.snapshot.connectionsAccepted == 0)
        }
    }

    @Test func shutdown_twiceIsHarmless() async throws {
        let sut = makeSUT()

        try await sut.shutdown()
        try await sut.shutdown()
    }

    @Test func shutdown_failsARequestInFlightInsteadOfHangingIt() async throws {
        let silent: RawHTTPServer.Script = { _, _ in
            try await Task.sleep(for: .seconds(60))
            return .close
        }
        var configuration = fastTestConfiguration
        configuration.readTimeout = .seconds(20)
        configuration.requestDeadline = .seconds(30)
        try await withRawServer(silent) { server in
            let sut = makeSUT(configuration: configuration)
            let request = Task { try await sut.get(from: server.url("/slow"), maxBodyBytes: 100) }
            #expect(await server.recorder.wait { !$0.requests.isEmpty })

            let started = ContinuousClock.now
            try await sut.shutdown()
            let result = await request.result

            #expect(throws: HTTPTransportError.self) { try result.get() }
            #expect(ContinuousClock.now - started < .seconds(3))
        }
    }

    @Test func deinit_withoutShutdownShutsDownInTheBackground() async throws {
        try await withRawServer(answers) { server in
            do {
                let sut = makeSUT()
                _ = try await sut.get(from: server.url("/hello"), maxBodyBytes: 100)
            }

            #expect(await server.recorder.wait { $0.connectionsClosed == 1 }, "the pooled connection should be closed")
        }
    }
}
