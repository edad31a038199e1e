import Foundation
import HummingbirdTesting
import Testing
import TestSupport

/// The header-read clock is one timer per connection, not one per request (`RequestReadClock`):
/// when it fires for a head that has since been read, it must wait on for the head being read
/// then. Spoken to over raw TCP; the waits are guards against a hang, nothing is timed.
@Suite struct KeptConnectionHeadTimeoutTests {
    @Test func requestHeadTrickledInAfterAnAnsweredRequest_isCutOffByTheHeaderReadTimeout() async throws {
        // A long idle timeout: the connection must end because its second head never did.
        try await WebTestHarness.with(
            testing: .live, idleTimeout: .seconds(600), headerReadTimeout: ConnectionLifetimeTests.shortTimeout
        ) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let first = await connection.receives("ok\n", within: ConnectionLifetimeTests.guardTime)
            try await connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n")

            try await ConnectionLifetimeTests.trickleHeaderLines(into: connection)

            #expect(first, "\(connection.text)")
            #expect(connection.isClosed, "a second request head that never ended held the connection")
            #expect(connection.text.components(separatedBy: "ok\n").count == 2, "only the first request is answered")
        }
    }
}
