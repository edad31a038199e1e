import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import Testing
import TestSupport

/// The cache's use cases as the app runs them: validation at start, a corrupt file, a full sync.
@Suite struct CacheAcceptanceTests {
    @Test func validateCache_deletesExpiredCacheAndKeepsFreshOne() async throws {
        try await AcceptanceHarness.with { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            try await app.validateCache()
            #expect(try await app.cacheStatistics().characterCount == 20)

            harness.advanceClock(by: 7 * .day)
            try await harness.makeApp().validateCache()

            #expect(try await app.cacheStatistics().characterCount == 0)
        }
    }

    @Test func corruptCacheFile_isARetrievalErrorThatValidationRepairs() async throws {
        try await AcceptanceHarness.with { harness, app in
            _ = try await app.feed().load(CharactersQuery())
            await app.shutdown()
            // A file garbled while no process had it open: no write-ahead log left to recover from.
            let file = harness.configuration.cacheFileURL
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
            try Data(repeating: 0x42, count: 8_192).write(to: file)
            await harness.goOffline()
            let restarted = try harness.makeApp()

            await #expect(throws: RemoteLoadError.connectivity) { try await restarted.feed().load(CharactersQuery()) }
            try await restarted.validateCache()
            #expect(try await restarted.cacheStatistics().characterCount == 0)
        }
    }

    @Test func readOnlyCacheFolder_stillShowsRemoteCharactersAndSaysTheyWereNotSaved() async throws {
        try await AcceptanceHarness.with { harness, app in
            try ReadOnlyFolder.protect(harness.folder.url)
            defer { ReadOnlyFolder.unprotect(harness.folder.url) }

            let loaded = try await app.feed().load(CharactersQuery())

            #expect(loaded.source == .remote)
            #expect(loaded.page.characters.count == 20)
            #expect(loaded.saveFailed)
        }
    }

    @Test func syncAll_savesEveryPageAndImageForOfflineUse() async throws {
        try await AcceptanceHarness.with { harness, app in
            let report = try await app.syncAll(images: true) { _ in }

            #expect(report.pages == 42)
            #expect(report.characters == 826)
            #expect(report.imageFailures == 1, "id 19 has no avatar")
            #expect(report.images == 825)
            await harness.goOffline()
            let offline = try harness.makeApp()
            #expect(try await offline.feed().load(CharactersQuery(page: 42)).page.characters.count == 6)
            #expect(try await offline.image(forCharacter: 826)?.source == .cache)
        }
    }
}
