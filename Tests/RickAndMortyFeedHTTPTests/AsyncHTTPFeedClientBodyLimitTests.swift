import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AsyncHTTPFeedClientBodyLimitTests {
    /// Long enough that a test which waited for the server instead of refusing early would
    /// blow its time bound.
    private var patientConfiguration: AsyncHTTPFeedClient.Configuration {
        var configuration = fastTestConfiguration
        configuration.readTimeout = .seconds(10)
        configuration.requestDeadline = .seconds(20)
        return configuration
    }

    @Test func get_refusesAnAnnouncedContentLengthOverTheLimitWithoutReadingTheBody() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write("HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n")
            try await writer.write(byteCount: 10)
            try await Task.sleep(for: .seconds(60))
            return .close
        }
        try await withRawServer(script) { server in
            try await withSUT(configuration: patientConfiguration) { sut in
                let result = await outcome { try await sut.get(from: server.url("/big"), maxBodyBytes: 100) }

                #expect(result.error as? RickAndMortyFeed.HTTPClientError == .responseTooLarge(limit: 100))
                // Checked before shutdown, which would close every connection anyway.
                #expect(await server.recorder.wait { $0.connectionsClosed == 1 }, "the client should hang up")
            }
        }
    }

    @Test func get_stopsReadingAChunkedBodyAsSoonAsItPassesTheLimit() async throws {
        let script: RawHTTPServer.Script = { _, writer in
            try await writer.write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
            try await writer.write("3c\r\n" + String(repeating: "a", count: 60) + "\r\n")
            try await writer.write("29\r\n" + String(repeating: "b", count: 41) + "\r\n")
            try await Task.sleep(for: .seconds(60))
            return .close
        }
        try await withRawServer(script) { server in
            try await withSUT(configuration: patientConfiguration) { sut in
                let result = await outcome { try await sut.get(from: server.url("/endless"), maxBodyBytes: 100) }

                #expect(result.error as? RickAndMortyFeed.HTTPClientError == .responseTooLarge(limit: 100))
                // Checked before shutdown, which would close every connection anyway.
                #expect(await server.recorder.wait { $0.connectionsClosed == 1 }, "the client should hang up")
            }
        }
    }

    @Test func get_refusesAFrameworkChunkedBodyOverTheLimit() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let result = await outcome { try await sut.get(from: server.url("/chunked/65536"), maxBodyBytes: 10_000) }

                #expect(result.error as? RickAndMortyFeed.HTTPClientError == .responseTooLarge(limit: 10_000))
            }
        }
    }

    @Test(arguments: ["/fixed/10000", "/chunked/10000"])
    func get_deliversABodyExactlyAtTheLimit(path: String) async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let response = try await sut.get(from: server.url(path), maxBodyBytes: 10_000)

                #expect(response.statusCode == 200)
                #expect(response.body.count == 10_000)
            }
        }
    }

    @Test(arguments: ["/fixed/10001", "/chunked/10001"])
    func get_refusesABodyOneByteOverTheLimit(path: String) async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                let result = await outcome { try await sut.get(from: server.url(path), maxBodyBytes: 10_000) }

                #expect(result.error as? RickAndMortyFeed.HTTPClientError == .responseTooLarge(limit: 10_000))
            }
        }
    }

    @Test func get_keepsWorkingAfterRefusingAnOversizedBody() async throws {
        try await withFrameworkServer { server in
            try await withSUT { sut in
                _ = await outcome { try await sut.get(from: server.url("/chunked/65536"), maxBodyBytes: 10) }

                let response = try await sut.get(from: server.url("/hello"), maxBodyBytes: 100)
                #expect(response.body == Data("Hello, Rick".utf8))
            }
        }
    }
}
