import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientCancellationTests {
    /// Timeouts far beyond the test's bounds, so only the cancel can end the request in time.
    private var patientConfiguration: AsyncHTTPFeedClient.Configuration {
        var configuration = fastTestConfiguration
        configuration.readTimeout = .seconds(20)
        configuration.requestDeadline = .seconds(30)
        return configuration
    }

    @Test func get_throwsCancellationErrorAndClosesTheConnectionWhenCancelledBeforeTheResponse() async throws {
        let silent: RawHTTPServer.Script = { _, _ in
            try await Task.sleep(for: .seconds(60))
            return .close
        }
        try await assertCancellation(of: silent, settle: .zero)
    }

    @Test func get_throwsCancellationErrorAndClosesTheConnectionWhenCancelledDuringTheBody() async throws {
        let stallsAfterHead: RawHTTPServer.Script = { _, writer in
            try await writer.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")
            try await writer.write(byteCount: 10)
            try await Task.sleep(for: .seconds(60))
            return .close
        }
        try await assertCancellation(of: stallsAfterHead, settle: .milliseconds(100))
    }

    @Test func get_throwsCancellationErrorWhenCalledFromAnAlreadyCancelledTask() async throws {
        let answers: RawHTTPServer.Script = { _, writer in
            try await writer.write(rawResponse(body: "ok"))
            return .keepOpen
        }
        try await withRawServer(answers) { server in
            try await withSUT(configuration: patientConfiguration) { sut in
                let task = Task {
                    withUnsafeCurrentTask { $0?.cancel() }
                    return try await sut.get(from: server.url("/too-late"), maxBodyBytes: 100)
                }
                let result = await task.result

                #expect(throws: CancellationError.self) { try result.get() }
            }
        }
    }

    private func assertCancellation(
        of script: @escaping RawHTTPServer.Script,
        settle: Duration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await withRawServer(script) { server in
            try await withSUT(configuration: patientConfiguration, sourceLocation: sourceLocation) { sut in
                let task = Task { try await sut.get(from: server.url("/slow"), maxBodyBytes: 10_000) }
                let arrived = await server.recorder.wait { !$0.requests.isEmpty }
                #expect(arrived, "the request should reach the server", sourceLocation: sourceLocation)
                try await Task.sleep(for: settle)

                task.cancel()
                let result = await task.result

                #expect(throws: CancellationError.self, sourceLocation: sourceLocation) { try result.get() }
                // Checked before shutdown, which would close every connection anyway.
                let closed = await server.recorder.wait { $0.connectionsClosed == 1 }
                #expect(closed, "the server should see the connection closed", sourceLocation: sourceLocation)
            }
        }
    }
}
