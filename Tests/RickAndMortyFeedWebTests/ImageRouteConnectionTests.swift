import Foundation
import HummingbirdTesting
import RickAndMortyFeedWeb
import Testing
import TestSupport

/// The image route watches for the browser hanging up while it loads an image from the API, and
/// that watch ends the connection's keep-alive. Its answer must then say `Connection: close`:
/// a client that reused the connection sent its next request into one being closed, and lost it
/// (AsyncHTTPClient failed with "I/O on closed channel"; curl retried). Spoken over raw TCP.
@Suite struct ImageRouteConnectionTests {
    static let guardTime = ConnectionLifetimeTests.guardTime

    @Test(arguments: ["HTTP/1.1\r\nHost: localhost", "HTTP/1.0\r\nConnection: keep-alive"])
    func imageLoadedFromTheAPI_saysConnectionCloseAndEndsTheConnection(versionAndHeaders: String) async throws {
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600)) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("GET /characters/5/image \(versionAndHeaders)\r\n\r\n")

            let answered = await connection.receives("\r\n\r\n", within: Self.guardTime)
            let closed = await connection.closesWithin(Self.guardTime)
            await connection.close()

            let head = connection.text.lowercased()
            #expect(answered && head.contains(" 200 ") && head.contains("x-image-source: remote"), "\(connection.text)")
            #expect(head.contains("connection: close"), "\(connection.text)")
            #expect(!head.contains("connection: keep-alive"), "\(connection.text)")
            #expect(closed)
        }
    }

    @Test func imageAnsweredFromTheCache_keepsTheConnectionForTheNextRequest() async throws {
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600)) { _, client in
            let port = try #require(client.port)
            let first = try await RawHTTPConnection.open(port: port)
            try await first.send("GET /characters/5/image HTTP/1.1\r\nHost: localhost\r\n\r\n")
            _ = await first.closesWithin(Self.guardTime)
            await first.close()

            let connection = try await RawHTTPConnection.open(port: port)
            try await connection.send("GET /characters/5/image HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let answered = await connection.receives("\r\n\r\n", within: Self.guardTime)
            try await connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let reused = await connection.receives("ok\n", within: Self.guardTime)
            await connection.close()

            #expect(answered && connection.text.lowercased().contains("x-image-source: cache"), "\(connection.text)")
            #expect(!connection.text.lowercased().contains("connection: close"), "\(connection.text)")
            #expect(reused, "\(connection.text)")
        }
    }
}
