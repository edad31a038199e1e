import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// A character fetched by id (a detail page, a deep link, `rmfeed image ID`) is cached too, with
/// its own timestamp, so it is there offline without its page, and expires like a page.
@Suite struct LookedUpCharacterAcceptanceTests {
    @Test(arguments: CacheKind.allCases)
    func characterLookedUpByID_itsDetailsAndImageWorkOfflineWithoutItsPage(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let online = try #require(try await app.image(forCharacter: 300))
            #expect(online.source == .remote)

            await harness.goOffline()
            let offline = try harness.makeApp()

            #expect(try await offline.character(id: 300)?.id == 300)
            let image = try #require(try await offline.image(forCharacter: 300))
            #expect(image == CharacterImage(bytes: online.bytes, contentType: online.contentType, source: .cache))
            await #expect(throws: RemoteLoadError.connectivity) { try await offline.feed().load(CharactersQuery(page: 15)) }
        }
    }

    @Test(arguments: CacheKind.allCases)
    func characterLookedUpByID_isAskedOfTheAPIOnlyOnce(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.character(id: 300)
            harness.server.stats.reset()

            #expect(try await harness.makeApp().character(id: 300)?.id == 300)
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test(arguments: CacheKind.allCases)
    func characterLookedUpByID_isDeletedByValidationOnceSevenDaysOld(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.character(id: 300)
            harness.advanceClock(by: 7 * .day - 1)
            try await harness.makeApp().validateCache()
            await harness.goOffline()
            #expect(try await harness.makeApp().character(id: 300)?.id == 300, "one second short of 7 days is still valid")

            harness.advanceClock(by: 1)
            let offline = try harness.makeApp()
            try await offline.validateCache()

            await #expect(throws: RemoteLoadError.connectivity) { try await offline.character(id: 300) }
        }
    }

    @Test(arguments: CacheKind.allCases)
    func clearCache_forgetsCharactersLookedUpByID(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.character(id: 300)

            try await app.clearCache()

            await harness.goOffline()
            await #expect(throws: RemoteLoadError.connectivity) { try await harness.makeApp().character(id: 300) }
        }
    }
}
