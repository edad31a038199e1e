import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyStubAPI
import Testing

@Suite struct InjectedFaultsEndToEndTests {
    @Test(arguments: [StubFaultKind.http500, .http502, .invalidJSON])
    func load_deliversInvalidDataWhenServerAnswersWithFault(_ fault: StubFaultKind) async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(fault, scope: .characters)

            await #expect(throws: RemoteLoadError.invalidData) {
                try await harness.characters.load(CharactersQuery())
            }
        }
    }

    @Test func load_deliversAnErrorNeverAPageWhenBodyIsTruncated() async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(.truncatedBody, scope: .characters)

            await #expect(throws: RemoteLoadError.self) {
                try await harness.characters.load(CharactersQuery())
            }
        }
    }

    @Test func load_deliversConnectivityErrorWhenServerNeverAnswers() async throws {
        try await EndToEndHarness.with(readTimeout: .milliseconds(300)) { harness in
            harness.server.faults.inject(.hang, scope: .characters)

            await #expect(throws: RemoteLoadError.connectivity) {
                try await harness.characters.load(CharactersQuery())
            }
        }
    }

    @Test func load_deliversConnectivityErrorWhenSlowServerExceedsReadTimeout() async throws {
        try await EndToEndHarness.with(readTimeout: .milliseconds(200)) { harness in
            harness.server.faults.inject(.slow, scope: .characters, delayMs: 2_000)

            await #expect(throws: RemoteLoadError.connectivity) {
                try await harness.characters.load(CharactersQuery())
            }
        }
    }

    @Test func load_deliversCharactersFromSlowServerWithinReadTimeout() async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(.slow, scope: .characters, delayMs: 200)

            let page = try await harness.characters.load(CharactersQuery())
            #expect(page.characters.count == 20)
        }
    }

    @Test func load_recoversOnceAOneShotFaultIsUsedUp() async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(.http502, scope: .characters, count: 1)

            await #expect(throws: RemoteLoadError.invalidData) { try await harness.characters.load(CharactersQuery()) }
            let page = try await harness.characters.load(CharactersQuery())
            #expect(page.characters.count == 20)
        }
    }

    @Test func load_keepsHostileMarkupInNamesAsPlainText() async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(.hostileStrings, scope: .characters)

            let rick = try #require(try await harness.characters.load(CharactersQuery()).characters.first)

            #expect(rick.name.contains("<script>"))
            #expect(rick.name.contains("Rick Sanchez"))
        }
    }

    @Test(arguments: [StubFaultKind.nonImage, .http500, .http502])
    func loadImageData_deliversInvalidDataWhenAvatarRouteAnswersWithFault(_ fault: StubFaultKind) async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(fault, scope: .avatars)

            await #expect(throws: RemoteLoadError.invalidData) {
                try await harness.images.loadImageData(from: harness.avatarURL(id: 1))
            }
        }
    }

    @Test func load_deliversConnectivityErrorWhenServerIsGone() async throws {
        let harness = try await EndToEndHarness.start()
        await harness.server.stop()

        await #expect(throws: RemoteLoadError.connectivity) {
            try await harness.characters.load(CharactersQuery())
        }
        await #expect(throws: RemoteLoadError.connectivity) {
            try await harness.images.loadImageData(from: harness.avatarURL(id: 1))
        }
        try? await harness.client.shutdown()
    }
}
