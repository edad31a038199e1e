import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyFeedWeb
import RickAndMortyStubAPI
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a hostile browser or script can send: oversized requests are refused, markup from the
/// API stays text everywhere, and the server listens on loopback unless told otherwise.
@Suite struct SecurityTests {
    @Test func defaultConfiguration_bindsLoopbackOnly() {
        #expect(WebConfiguration().host == "127.0.0.1")
    }

    /// A raw connection, so that the refusal is read as sent: a client still sending when the
    /// server answers and closes may see only the closed connection.
    @Test func oversizedRequestHeaders_areRefusedWith400AndTheServerKeepsServing() async throws {
        try await WebTestHarness.with(testing: .live) { _, client in
            let port = try #require(client.port)
            let connection = try await RawHTTPConnection.open(port: port)
            try await connection.send("GET / HTTP/1.1\r\nHost: localhost\r\nX-Huge: \(String(repeating: "x", count: 200_000))\r\n\r\n")

            #expect(await connection.receives("\r\n\r\n", within: .seconds(30)))
            #expect(connection.text.hasPrefix("HTTP/1.1 400"), "\(connection.text.prefix(200))")
            #expect(await connection.closesWithin(.seconds(30)), "a request that could not be read ends its connection")
            await connection.close()
            let healthy = try await status(of: URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/healthz"))))
            #expect(healthy == 200)
        }
    }

    @Test func requestBody_isNeverReadIntoAPageButRefusedWith413() async throws {
        try await WebTestHarness.with(testing: .live) { _, client in
            let port = try #require(client.port)
            let connection = try await RawHTTPConnection.open(port: port)
            let size = 8 * 1024 * 1024
            try await connection.send("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(size)\r\n\r\n" + String(repeating: "x", count: 64 * 1024))

            #expect(await connection.receives("\r\n\r\n", within: .seconds(30)))
            #expect(connection.text.hasPrefix("HTTP/1.1 413"), "\(connection.text.prefix(200))")
            await connection.close()
            let healthy = try await status(of: URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/healthz"))))
            #expect(healthy == 200)
        }
    }

    @Test func veryLongSearch_isCutToAHundredCharacters() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/?name=" + String(repeating: "a", count: 20_000))

            #expect(response.status == .ok)
            #expect(response.text.contains(#"value="\#(String(repeating: "a", count: 100))""#))
            #expect(!response.text.contains(String(repeating: "a", count: 101)))
        }
    }

    @Test(arguments: ["%00", "a%00b", "%07%1B%7F%08", "a%C2%85b", "a%0C%0Bb"])
    func controlCharactersInAQuery_neverReachThePage(value: String) async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/?name=" + value + "&species=" + value)
            let controls = response.text.unicodeScalars.filter {
                $0.properties.generalCategory == .control && !["\n", "\t", "\r"].contains($0)
            }

            #expect(response.status == .ok)
            #expect(controls.isEmpty, "control characters in the page: \(controls.map { String($0.value, radix: 16) })")
        }
    }

    @Test func controlCharacterInsideASearch_isReadAsASpace() async throws {
        try await WebTestHarness.with { _, client in
            let response = try await client.page("/?name=rick%00sanchez")

            #expect(response.text.contains(#"value="rick sanchez""#))
        }
    }

    @Test func detailPage_escapesMarkupInEveryField() async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(.hostileStrings, scope: .characters)

            let response = try await client.page("/characters/3")

            #expect(response.status == .ok)
            #expect(!response.text.contains("<script>alert"))
            #expect(!response.text.contains("<img src=x"))
            #expect(response.count("&lt;script&gt;") >= 7, "name, status, species, type, gender, origin and location")
        }
    }

    private func status(of request: URLRequest) async throws -> Int? {
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode
    }
}
