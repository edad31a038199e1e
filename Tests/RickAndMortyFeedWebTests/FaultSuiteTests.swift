import Foundation
import HTTPTypes
import HummingbirdTesting
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Upstream faults as a person sees them on the feed page, each checked for what is shown and
/// for the cache afterwards: the cache stands in and stays exactly as it was, or the page says
/// what went wrong and nothing bad is cached.
@Suite struct UpstreamFaultSuiteTests {
    static let couldNotConnect = "Couldn&#39;t connect to server"
    static let invalidData = "Invalid data received from server"
    static let faults: [(StubFaultKind, String)] = [
        (.http500, invalidData), (.http502, invalidData), (.invalidJSON, invalidData),
        (.truncatedBody, couldNotConnect), (.oversizedBody, invalidData),
    ]

    @Test(arguments: faults)
    func upstreamFault_withSavedCache_showsTheCacheAndKeepsItIntact(kind: StubFaultKind, message: String) async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            harness.clock.advance(by: .day)
            harness.server.faults.inject(kind, scope: .characters)

            let response = try await client.page("/")

            #expect(response.text.contains(#"data-source="cache""#))
            #expect(response.count("data-character-id=") == 20)
            #expect(response.text.contains("Offline — showing characters saved 1 day ago"))
            let statistics = try await harness.feedApp.cacheStatistics()
            #expect(statistics.characterCount == 20)
            #expect(statistics.timestamp == WebTestHarness.start, "the cache is the one saved before the fault")
        }
    }

    @Test(arguments: faults)
    func upstreamFault_withEmptyCache_saysWhatWentWrongAndCachesNothing(kind: StubFaultKind, message: String) async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(kind, scope: .characters)

            let response = try await client.page("/")

            #expect(response.text.contains(#"role="alert""#))
            #expect(response.text.contains(message))
            let statistics = try await harness.feedApp.cacheStatistics()
            #expect(statistics.characterCount == 0)
        }
    }

    @Test func serverThatNeverAnswers_timesOutAndShowsTheCache() async throws {
        try await WebTestHarness.with(upstreamReadTimeout: .milliseconds(500)) { harness, client in
            // Saved with the default timeouts: only the hang should meet the short one.
            let saving = try harness.makeAnotherApp()
            _ = try await saving.feed().load(CharactersQuery())
            await saving.shutdown()
            harness.server.faults.inject(.hang, scope: .characters)

            let response = try await client.page("/")

            #expect(response.text.contains(#"data-source="cache""#))
            #expect(response.count("data-character-id=") == 20)
        }
    }

    @Test func oneBadGatewayAnswer_isRetriedAndTheLatestCharactersShown() async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(.http502, scope: .characters, count: 1)

            let response = try await client.page("/")

            #expect(response.text.contains(#"data-source="remote""#))
            #expect(harness.server.stats.count(.characterPage) == 2)
        }
    }

    @Test(arguments: [StubFaultKind.nonImage, .oversizedBody, .http500, .truncatedBody])
    func imageFault_showsThePlaceholderAndCachesNothing(kind: StubFaultKind) async throws {
        try await WebTestHarness.with { harness, client in
            harness.server.faults.inject(kind, scope: .avatars)

            let response = try await client.page("/characters/2/image")

            #expect(response.headers[.xImageSource] == "placeholder")
            let statistics = try await harness.feedApp.cacheStatistics()
            #expect(statistics.imageCount == 0)
        }
    }
}

/// Disk faults under a running server: it keeps serving, says when it could not save, and
/// recovers when the fault goes away.
@Suite struct DiskFaultSuiteTests {
    @Test func readOnlyCacheFolder_showsTheCharactersSaysTheyWereNotSavedAndRecovers() async throws {
        try await WebTestHarness.with { harness, client in
            try ReadOnlyFolder.protect(harness.folder.url)
            let readOnly = try await client.page("/")
            ReadOnlyFolder.unprotect(harness.folder.url)

            #expect(readOnly.text.contains(#"data-source="remote""#))
            #expect(readOnly.text.contains("Couldn&#39;t save the characters on this device"))

            let writable = try await client.page("/")
            #expect(!writable.text.contains("Couldn&#39;t save"))
            #expect(try await harness.feedApp.cacheStatistics().characterCount == 20)
        }
    }

    @Test func cacheFileDeletedUnderTheServer_isStartedAfreshAndSavesAgain() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            let file = harness.feedApp.configuration.cacheFileURL
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }

            let response = try await client.page("/")

            #expect(!response.text.contains("Couldn&#39;t save"))
            #expect(FileManager.default.fileExists(atPath: file.path), "a new cache file was started")
            await harness.goOffline()
            let restarted = try harness.makeAnotherApp()
            let cached = try await restarted.feed().load(CharactersQuery(page: 1))
            // Offline, only the new file can have answered: the page saved after the deletion.
            #expect(cached.source != .remote)
            #expect(cached.page.characters.map(\.id) == Array(1...20))
            await restarted.shutdown()
        }
    }

    @Test func cacheFileGarbledUnderTheServer_keepsServingAndRecoversAfterValidation() async throws {
        try await WebTestHarness.with { harness, client in
            _ = try await client.page("/")
            let file = harness.feedApp.configuration.cacheFileURL
            try Data(repeating: 0x42, count: 64 * 1024).write(to: file)

            let garbled = try await client.page("/")
            #expect(garbled.text.contains(#"data-source="remote""#))
            #expect(garbled.count("data-character-id=") == 20)

            try await harness.feedApp.validateCache()
            let repaired = try await client.page("/")
            #expect(!repaired.text.contains("Couldn&#39;t save"))
            #expect(try await harness.feedApp.cacheStatistics().characterCount == 20)
        }
    }
}
