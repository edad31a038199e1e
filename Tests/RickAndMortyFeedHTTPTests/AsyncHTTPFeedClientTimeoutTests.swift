import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientTimeoutTests {
    private let silent: RawHTTPServer.Script = { _, _ in
        try await Task.sleep(for: .seconds(60))
        return .close
    }

    @Test func get_failsWithReadTimeoutWhenTheServerNeverAnswers() async throws {
        var configuration = fastTestConfiguration
        configuration.readTimeout = .milliseconds(300)
        configuration.requestDeadline = .seconds(10)
        try await withRawServer(silent) { server in
            try await withSUT(configuration: configuration) { sut in
                let result = await outcome { try await sut.get(from: server.url("/silent"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .readTimeout)
                #expect(result.elapsed >= .milliseconds(250))
            }
        }
    }

    @Test func get_failsWithReadTimeoutWhenTheBodyStalls() async throws {
        let stallsAfterHead: RawHTTPServer.Script = { _, writer in
            try await writer.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n")
            try await writer.write(byteCount: 10)
            try await Task.sleep(for: .seconds(60))
            return .close
        }
        var configuration = fastTestConfiguration
        configuration.readTimeout = .milliseconds(300)
        configuration.requestDeadline = .seconds(10)
        try await withRawServer(stallsAfterHead) { server in
            try await withSUT(configuration: configuration) { sut in
                let result = await outcome { try await sut.get(from: server.url("/stall"), maxBodyBytes: 1_000) }

                #expect(result.error as? HTTPTransportError == .readTimeout)
            }
        }
    }

    @Test func get_failsWithDeadlineExceededWhenTheServerNeverAnswersInTime() async throws {
        var configuration = fastTestConfiguration
        configuration.readTimeout = .seconds(10)
        configuration.requestDeadline = .milliseconds(300)
        try await withRawServer(silent) { server in
            try await withSUT(configuration: configuration) { sut in
                let result = await outcome { try await sut.get(from: server.url("/silent"), maxBodyBytes: 100) }

                #expect(result.error as? HTTPTransportError == .deadlineExceeded)
                #expect(result.elapsed >= .milliseconds(250))
            }
        }
    }

    @Test func get_failsWithDeadlineExceededWhenTheBodyTricklesPastTheDeadline() async throws {
        let trickles: RawHTTPServer.Script = { _, writer in
            try await writer.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")
            for _ in 0..<1_000 {
                try await writer.write(byteCount: 1)
                try await Task.sleep(for: .milliseconds(50))
            }
            return .close
        }
        var configuration = fastTestConfiguration
        configuration.readTimeout = .seconds(2)
        configuration.requestDeadline = .milliseconds(500)
        try await withRawServer(trickles) { server in
            try await withSUT(configuration: configuration) { sut in
                let result = await outcome { try await sut.get(from: server.url("/trickle"), maxBodyBytes: 10_000) }

                #expect(result.error as? HTTPTransportError == .deadlineExceeded)
                #expect(result.elapsed >= .milliseconds(450))
                // Checked before shutdown, which would close every connection anyway.
                #expect(await server.recorder.wait { $0.connectionsClosed == 1 }, "the client should hang up")
            }
        }
    }

    /// A name that resolves to nothing (no DNS, or `.invalid`, which never resolves) is offline
    /// too: the reachability gate knows it at once instead of retrying.
    @Test func get_failsFastAsUnreachableWhenTheHostNameDoesNotResolve() async throws {
        var configuration = fastTestConfiguration
        configuration.connectTimeout = .seconds(5)
        configuration.requestDeadline = .seconds(10)
        let url = try #require(URL(string: "http://rmfeed-test.invalid:8081/api/character"))

        try await withSUT(configuration: configuration) { sut in
            let result = await outcome { try await sut.get(from: url, maxBodyBytes: 100) }

            guard case .unreachable? = result.error as? HTTPTransportError else {
                Issue.record("expected unreachable, got \(String(describing: result.error))")
                return
            }
        }
    }

    @Test func get_failsFastAsUnreachableWhenTheConnectionIsRefused() async throws {
        let closedServer = try await RawHTTPServer.start { _, _ in .close }
        let url = closedServer.url("/refused")
        await closedServer.stop()
        var configuration = fastTestConfiguration
        configuration.connectTimeout = .seconds(5)
        configuration.requestDeadline = .seconds(10)

        try await withSUT(configuration: configuration) { sut in
            let result = await outcome { try await sut.get(from: url, maxBodyBytes: 100) }

            guard case .unreachable? = result.error as? HTTPTransportError else {
                Issue.record("expected unreachable, got \(String(describing: result.error))")
                return
            }
        }
    }
}
