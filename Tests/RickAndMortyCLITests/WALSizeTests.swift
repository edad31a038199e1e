import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// `serve` and `sync --images` on one cache: the sync writes tens of megabytes through the WAL,
/// and with the server's connections open the WAL file is not deleted at the sync's exit. It must
/// not stay at its largest beside the database.
@Suite struct WALSizeTests {
    @Test func syncImages_besideARunningServer_leavesTheWALSmall() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness)
            #expect(await serve.get("/").status == 200)

            let sync = try await harness.rmfeed("sync", "--images")
            let walBytes = (try? FileManager.default.attributesOfItem(atPath: harness.cacheFile.path + "-wal")[.size] as? NSNumber)?.intValue
            _ = await serve.stop()

            try expectSuccess(sync)
            #expect((walBytes ?? 0) < 1_048_576, "the WAL is \(walBytes ?? 0) bytes after the sync")
        }
    }
}
