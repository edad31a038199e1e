import Foundation
import RickAndMortyApp
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing
import TestSupport

/// The cache's use cases as the app runs them: validation at start, a corrupt file, a full sync.
@Suite struct CacheAcceptanceTests {
    @Test(arguments: CacheKind.allCases)
    func validateCache_deletesExpiredCacheAndKeepsFreshOne(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
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

    @Test(arguments: CacheKind.allCases)
    func syncAll_savesEveryPageAndImageForOfflineUse(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let report = try await app.syncAll(images: true) { _ in }

            #expect(report.pages == 42 + 3 + 7)
            #expect(report.characters == 826 && report.episodes == 51 && report.locations == 126)
            #expect(report.imageFailures == 1, "id 19 has no avatar")
            #expect(report.images == 825)
            await harness.goOffline()
            let offline = try harness.makeApp()
            #expect(try await offline.feed().load(CharactersQuery(page: 42)).page.characters.count == 6)
            #expect(try await offline.image(forCharacter: 826)?.source == .cache)
        }
    }

    /// One look at page 1 used to leave 20 of 826 characters, so page 5, character
    /// 300 and its image were gone offline although the image bytes were still in the file.
    @Test(arguments: CacheKind.allCases)
    func loadingPageOneAfterAFullSync_keepsEveryOtherPageCharacterAndImageOffline(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.syncAll(images: true) { _ in }

            #expect(try await app.feed().load(CharactersQuery(page: 1)).source == .remote)

            await harness.goOffline()
            let offline = try harness.makeApp()
            #expect(try await offline.cacheStatistics().characterCount == 826)
            let fifth = try await offline.feed().load(CharactersQuery(page: 5))
            #expect(fifth.page.characters.map(\.id) == Array(81...100))
            #expect(try await offline.character(id: 300)?.id == 300)
            #expect(try await offline.image(forCharacter: 300)?.source == .cache)
        }
    }

    /// A sync refreshes page by page: one that fails part-way keeps every page it had not
    /// replaced yet (it used to leave the pages it got to, 60 characters). Here the many-ids
    /// requests fail, after every resource's page 1 is in (the first progress report).
    @Test(arguments: CacheKind.allCases)
    func syncFailingPartWay_keepsThePagesItHadNotReplacedYet(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            _ = try await app.syncAll(images: false) { _ in }
            let server = harness.server

            await #expect(throws: (any Error).self) {
                _ = try await app.syncAll(images: false) { progress in
                    if progress.pagesDone == 3 { server.faults.inject(.http500, scope: .characters) }
                }
            }

            server.faults.clear()
            await harness.goOffline()
            let offline = try harness.makeApp()
            #expect(try await offline.cacheStatistics().characterCount == 826)
            #expect(try await offline.feed().load(CharactersQuery(page: 42)).page.characters.count == 6)
        }
    }

    /// Each page follows the 7-day rule on its own: refreshing page 1 does not renew page 2, and
    /// page 2 expiring does not take page 1 with it.
    @Test(arguments: CacheKind.allCases)
    func validateCache_expiresEachPageOnItsOwn(cache: CacheKind) async throws {
        try await AcceptanceHarness.with(cache) { harness, app in
            let feed = app.feed()
            _ = try await feed.load(CharactersQuery(page: 1))
            _ = try await feed.load(CharactersQuery(page: 2))
            harness.advanceClock(by: 6 * .day)
            _ = try await harness.makeApp().feed().load(CharactersQuery(page: 1))
            harness.advanceClock(by: 2 * .day)

            await harness.goOffline()
            let offline = try harness.makeApp()
            try await offline.validateCache()

            #expect(try await offline.cacheStatistics().characterCount == 20)
            #expect(try await offline.feed().load(CharactersQuery(page: 1)).source != .remote)
            await #expect(throws: RemoteLoadError.connectivity) { try await offline.feed().load(CharactersQuery(page: 2)) }
        }
    }
}
