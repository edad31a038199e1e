import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// A toggle must carry the installation's token and come from this server's own origin
/// (docs/ARCHITECTURE.md, "The personal library on the web"): anything else is refused with
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

    @Test func token_isKeptInTheDataFolder_onlyForItsOwner_andTheSameAcrossStarts() async throws {
        try await H.with { harness, client in
            let token = try await client.csrfToken()
            let file = harness.dataDirectory.appendingPathComponent(InstallationToken.fileName)

            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            let kept = try String(contentsOf: file, encoding: .utf8)

            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(kept == token + "\n")
            #expect(try InstallationToken.loadOrCreate(in: harness.dataDirectory) == token)
        }
    }

    @Test func tokens_ofTwoInstallations_differ() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }

        let first = try InstallationToken.loadOrCreate(in: folder.url.appendingPathComponent("a"))
        let second = try InstallationToken.loadOrCreate(in: folder.url.appendingPathComponent("b"))

        #expect(first != second)
    }
}
