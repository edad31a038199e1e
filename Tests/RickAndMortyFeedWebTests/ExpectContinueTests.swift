import Foundation
import HummingbirdTesting
import RickAndMortyFeed
import RickAndMortyFeedWeb
import Testing
import TestSupport

/// `Expect: 100-continue` over raw TCP on the live server: a client that waits for `100 Continue`
/// before its body (curl, for bodies over 1 KiB) is told to go on where the body is read, and
/// gets the final answer at once where it is refused unread.
@Suite struct ExpectContinueTests {
    static let guardTime: Duration = .seconds(30)

    @Test func togglePost_expecting100Continue_getsItBeforeTheBodyThenItsAnswer() async throws {
        try await LibraryWebHarness.with(testing: .live) { harness, client in
            let token = try await client.csrfToken()
            let form = "csrf=\(token)&value=true"
            let port = try #require(client.port)
            let connection = try await RawHTTPConnection.open(port: port)
            try await connection.send(
                "POST /characters/2/favorite HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                    + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(form.utf8.count)\r\n"
                    + "Expect: 100-continue\r\n\r\n"
            )

            let toldToGoOn = await connection.receives("HTTP/1.1 100 Continue\r\n\r\n", within: Self.guardTime)
            try await connection.send(form)
            let answered = await connection.receives("HTTP/1.1 303", within: Self.guardTime)
            await connection.close()

            #expect(toldToGoOn, "no 100 Continue before the body: \(connection.text)")
            #expect(answered, "\(connection.text)")
            #expect(try await harness.entries(.favoriteCharacter) == [2])
        }
    }

    @Test func bodyWhereNoneBelongs_expecting100Continue_getsTheRefusalAtOnceWithoutContinue() async throws {
        try await WebTestHarness.with(testing: .live, idleTimeout: .seconds(600)) { _, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("PUT / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n")

            let closed = await connection.closesWithin(Self.guardTime)
            await connection.close()

            #expect(connection.text.hasPrefix("HTTP/1.1 4"), "\(connection.text)")
            #expect(!connection.text.contains("100 Continue"), "\(connection.text)")
            #expect(closed, "the server waited for a body it does not read")
        }
    }
}
