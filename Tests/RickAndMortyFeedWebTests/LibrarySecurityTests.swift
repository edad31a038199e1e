import Foundation
import HTTPTypes
import NIOCore
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// A toggle must carry the installation's token and come from this server's own origin
/// (docs/ARCHITECTURE.md, "The personal library"): anything else is refused with
/// 403 and changes nothing.
@Suite struct LibrarySecurityTests {
    typealias H = LibraryWebHarness

    @Test(arguments: [
        "value=true",
        "value=true&csrf=",
        "value=true&csrf=0000000000000000000000000000000000000000000000000000000000000000",
        "value=true&csrf=short",
    ])
    func togglePost_withoutTheTokenOrWithAWrongOne_is403(form: String) async throws {
        try await H.with { harness, client in
            let response = try await client.toggle("/characters/1/favorite", form)

            #expect(response.status == .forbidden)
            #expect(response.text.contains("did not come from this site"))
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test(arguments: ["https://evil.example", "http://127.0.0.1:8081", "null", "http://127.0.0.1:8080.evil.example", "garbage"])
    func togglePost_fromAnotherOrigin_is403EvenWithTheToken(origin: String) async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true", origin: origin)

            #expect(response.status == .forbidden)
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test func togglePost_withoutOriginButFromAnotherSitesReferer_is403() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle(
                "/characters/1/favorite", "csrf=\(token)&value=true", origin: nil, headers: [.referer: "https://evil.example/page"]
            )

            #expect(response.status == .forbidden)
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test func togglePost_withoutOriginFromOwnReferer_orWithNeither_isJudgedByTheToken() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()

            let referred = try await client.toggle(
                "/characters/1/favorite", "csrf=\(token)&value=true", origin: nil, headers: [.referer: "http://127.0.0.1:8080/characters/1"]
            )
            let bare = try await client.toggle("/characters/2/favorite", "csrf=\(token)&value=true", origin: nil)

            #expect(referred.status == .seeOther)
            #expect(bare.status == .seeOther)
            #expect(try await harness.entries(.favoriteCharacter) == [1, 2])
        }
    }

    @Test(arguments: ["http://localhost:8080", "http://[::1]:8080", "HTTP://127.0.0.1:8080"])
    func togglePost_fromTheLoopbackNamesOfTheBoundAddress_isAllowed(origin: String) async throws {
        try await H.with { _, client in
            let token = try await client.csrfToken()

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true", origin: origin)

            #expect(response.status == .seeOther)
        }
    }

    @Test func togglePost_withABodyOverTheCap_is413_andChangesNothing() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()
            let padding = String(repeating: "a", count: 4_096)

            let response = try await client.toggle("/characters/1/favorite", "csrf=\(token)&value=true&pad=\(padding)")

            #expect(response.status == .contentTooLarge)
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    @Test func togglePost_chunked_isReadWithinTheCap() async throws {
        try await H.with(testing: .live) { harness, client in
            let token = try await client.csrfToken()
            let small = "csrf=\(token)&value=true"
            let large = small + "&pad=" + String(repeating: "a", count: 4_096)

            let accepted = try await chunkedPost("/characters/1/favorite", small, port: try #require(client.port))
            let refused = try await chunkedPost("/characters/2/favorite", large, port: try #require(client.port))

            #expect(accepted.hasPrefix("HTTP/1.1 303"), "\(accepted)")
            #expect(refused.hasPrefix("HTTP/1.1 413"), "\(refused)")
            #expect(try await harness.entries(.favoriteCharacter) == [1])
        }
    }

    /// As reported: a body sent a byte every 5 s was never timed out (238 open descriptors after
    /// 200 such clients). The whole request, body included, must arrive within the timeout.
    @Test func togglePost_bodyTrickledIn_isCutOffByTheRequestReadTimeout() async throws {
        try await H.with(testing: .live, headerReadTimeout: .seconds(1) * Sanitizer.slowdown) { harness, client in
            let connection = try await RawHTTPConnection.open(port: try #require(client.port))
            try await connection.send("POST /characters/1/favorite HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n")

            let deadline = ContinuousClock.now + .seconds(30)
            while !connection.isClosed, ContinuousClock.now < deadline {
                try? await connection.send("a")
                try await Task.sleep(for: .milliseconds(200))
            }

            #expect(connection.isClosed, "a body that never ended held the connection")
            #expect(try await harness.entries(.favoriteCharacter) == [])
        }
    }

    /// What the server answered to `form` sent in 100-byte chunks, as a browser's streaming upload would.
    private func chunkedPost(_ path: String, _ form: String, port: Int) async throws -> String {
        let connection = try await RawHTTPConnection.open(port: port)
        var request = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        var rest = Substring(form)
        while !rest.isEmpty {
            let chunk = rest.prefix(100)
            rest = rest.dropFirst(100)
            request += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n"
        }
        try await connection.send(request + "0\r\n\r\n")
        _ = await connection.closesWithin(.seconds(30))
        await connection.close()
        return connection.text
    }

    @Test(arguments: [0o644, 0o640, 0o606])
    func token_inAFileOthersCanRead_isReplacedByAFreshPrivateOne(mode: Int) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent(InstallationToken.fileName)
        let exposed = String(repeating: "ab", count: 32)
        try Data((exposed + "\n").utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)

        let token = try InstallationToken.loadOrCreate(in: folder.url)

        #expect(token != exposed)
        #expect(try String(contentsOf: file, encoding: .utf8) == token + "\n")
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try InstallationToken.loadOrCreate(in: folder.url) == token)
    }

    /// A link is not the installation's own file, even to a private file holding a token.
    @Test func token_behindASymbolicLink_isReplacedByAFreshPrivateFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        let linked = String(repeating: "cd", count: 32)
        try Data((linked + "\n").utf8).write(to: elsewhere)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: elsewhere.path)
        let file = folder.url.appendingPathComponent(InstallationToken.fileName)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)

        let token = try InstallationToken.loadOrCreate(in: folder.url)

        #expect(token != linked)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) == nil, "the link itself is replaced")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == linked + "\n", "the linked file is left alone")
    }

    @Test func tokens_ofTwoInstallations_differ() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        let first = try InstallationToken.loadOrCreate(in: folder.url.appendingPathComponent("a"))
        let second = try InstallationToken.loadOrCreate(in: folder.url.appendingPathComponent("b"))

        #expect(first != second)
    }
}
