import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// docs/USAGE.md, "The command-line tool", sync is "safe to interrupt": a `sync --images` stopped by a
/// signal in the middle of the images leaves a cache that opens, and a rerun completes it.
@Suite struct InterruptedSyncTests {
    @Test(arguments: [SIGINT, SIGKILL])
    func syncImages_interruptedThenRunAgain_completesAndEveryPageLoadsOffline(signal: Int32) async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.slow, scope: .avatars, delayMs: 50)
            let interrupted = try harness.startRMFeed("sync", "--images")
            // Images come after every page: a few avatar requests mean the pages are in and the
            // images half done, whatever the machine's speed.
            let imagesStarted = await eventually(timeout: .seconds(120 * Sanitizer.slowdown)) { harness.server.stats.count(.avatar) >= 16 }
            interrupted.send(signal)
            let stopped = await interrupted.finish()
            try #require(imagesStarted, "the sync never got to the images\n\(stopped.summary)")
            #expect(stopped.wasSignalled && stopped.status == signal, "\(stopped.summary)")

            let afterInterruption = try await harness.rmfeed("cache", "info")
            try expectSuccess(afterInterruption)
            #expect(afterInterruption.output.contains("Characters: 826"), "\(afterInterruption.summary)")

            harness.server.faults.clear()
            let rerun = try await harness.rmfeed("sync", "--images")
            try expectSuccess(rerun)
            #expect(rerun.outputLines == ["Synced 52 pages: 826 characters, 51 episodes, 126 locations, 825 images (1 could not be loaded)"])

            await harness.goOffline()
            #expect(try await CacheFile.pageNumbers(harness.cacheFile) == Array(1...42), "the cache file opens and holds every page")
            for page in 1...42 {
                let result = try await harness.rmfeed("characters", "--page", String(page), "--format", "json")
                try expectSuccess(result)
                let json = try CharactersOutput(result)
                #expect(json.source == "cache", "page \(page)")
                #expect(json.ids == Array((page - 1) * 20 + 1...min(page * 20, 826)), "page \(page)")
            }
        }
    }
}
