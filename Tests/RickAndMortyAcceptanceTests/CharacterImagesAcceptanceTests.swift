import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/ARCHITECTURE.md, "Use cases and scenarios", character images: one test per row.
@Suite struct CharacterImagesAcceptanceTests {
    @Test(arguments: CacheKind.allCases)
    func withCachedImage_showsImageFromCacheWithoutRemoteCall(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            let first = try #require(try await app.image(forCharacter: 1))
            harness.server.stats.reset()

            let image = try #require(try await harness.makeApp().image(forCharacter: 1))

            #expect(image == CharacterImage(bytes: first.bytes, contentType: "image/jpeg", source: .cache))
            #expect(harness.server.stats.count(.avatar) == 0)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withConnectivityAndNoCachedImage_loadsImageFromCharactersURLAndCachesIt(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.feed().load(CharactersQuery())

            let image = try #require(try await app.image(forCharacter: 7))

            #expect(image.source == .remote)
            #expect(image.contentType == "image/png", "a PNG behind a .jpeg name is served as what it is")
            #expect(harness.server.stats.count(.avatar) == 1)
            await harness.goOffline()
            #expect(try await harness.makeApp().image(forCharacter: 7)?.source == .cache)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func withoutConnectivityAndNoCachedImage_showsPlaceholder(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            await harness.goOffline()

            let image = try #require(try await harness.makeApp().image(forCharacter: 2))

            #expect(image == PlaceholderImage.image)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func remoteAnswersWithSomethingThatIsNotAnImage_showsPlaceholderAndCachesNothing(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            harness.server.faults.inject(.nonImage, scope: .avatars, count: 1)

            #expect(try await app.image(forCharacter: 3)?.source == .placeholder)
            #expect(try await app.image(forCharacter: 3)?.source == .remote, "nothing was cached, so remote is asked again")
        }
    }

    @Test(arguments: CacheKind.allCases)
    func missingAvatar_showsPlaceholder(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { _, app in
            _ = try await app.feed().load(CharactersQuery())

            #expect(try await app.image(forCharacter: 19)?.source == .placeholder)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func customerGoesAwayBeforeImageArrives_cancelsLoadAndDeliversNeitherImageNorError(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            harness.server.faults.inject(.hang, scope: .avatars)
            let task = Task { try await app.image(forCharacter: 4) }
            try await Task.sleep(for: .milliseconds(200))

            task.cancel()

            await #expect(throws: CancellationError.self) { try await task.value }
            harness.server.faults.clear()
            #expect(try await app.image(forCharacter: 4)?.source == .remote, "nothing was cached by the cancelled load")
        }
    }

    @Test(arguments: CacheKind.allCases)
    func unknownCharacter_hasNoImage(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { _, app in
            let image = try await app.image(forCharacter: 9_999)

            #expect(image == nil)
        }
    }
}
