import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `rmfeed cache clear` while `sync --images` runs empties the file the sync was filling: the
/// sync must not end with "Synced 826 characters" over an empty cache.
@Suite struct ClearedDuringSyncTests {
    @Test func syncImages_whenTheCacheIsClearedMeanwhile_saysSoAndFails() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.slow, scope: .avatars, delayMs: 50)
            let sync = try harness.startRMFeed("sync", "--images")
            let imagesStarted = await eventually(timeout: .seconds(120 * Sanitizer.slowdown)) { harness.server.stats.count(.avatar) >= 16 }

            let clear = try await harness.rmfeed("cache", "clear")
            let result = await sync.finish()

            try #require(imagesStarted, "the sync never got to the images\n\(result.summary)")
            try expectSuccess(clear)
            try expectExit(1, result)
            #expect(result.errorOutput.contains("The cache was cleared while the sync ran"), "\(result.summary)")
            #expect(!result.output.contains("Synced"), "\(result.summary)")
        }
    }
}
