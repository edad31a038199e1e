import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Faults a real disk and a killed process produce, as `rmfeed` meets them.
@Suite struct FaultToleranceTests {
    @Test(.disabled(if: Sanitizer.thread, "ThreadSanitizer's runtime dies of SIGBUS under a file-size limit"))
    func characters_onAFullDisk_showsTheCharactersSaysTheyWereNotSavedAndTheNextRunSaves() async throws {
        try await CLIHarness.with { harness in
            let full = try await harness.rmfeedOnFullDisk(kibibytes: 4, "characters")

            try expectSuccess(full)
            #expect(full.outputLines.count > 20, "the characters are shown: \(full.summary)")
            #expect(full.errorOutput.contains("Couldn't save the characters on this device"), "\(full.summary)")

            let roomy = try await harness.rmfeed("characters")
            try expectSuccess(roomy)
            #expect(!roomy.errorOutput.contains("Couldn't save"), "\(roomy.summary)")
            await harness.goOffline()
            let offline = try await harness.rmfeed("characters", "--format", "json")
            try expectSuccess(offline)
            #expect(try CharactersOutput(offline).source == "cache")
        }
    }

    @Test(.disabled(if: Sanitizer.thread, "ThreadSanitizer's runtime dies of SIGBUS under a file-size limit"))
    func syncImages_onADiskThatFillsUp_keepsThePagesAndSaysTheImagesWereNotSaved() async throws {
        try await CLIHarness.with { harness in
            // 4 MiB: a sync saves each resource's pages in one transaction, which the write-ahead
            // log holds whole after what earlier ones left there before a checkpoint (about
            // 2.4 MB at its peak for the three resources); the images need about 33 MB.
            let synced = try await harness.rmfeedOnFullDisk(kibibytes: 4_096, "sync", "--images")

            try expectExit(1, synced)
            #expect(synced.errorOutput.contains("images could not be saved on this device"), "\(synced.summary)")
            #expect(synced.errorOutput.contains("Couldn't save the characters on this device"), "\(synced.summary)")
            #expect(try await CacheFile.pageNumbers(harness.cacheFile) == Array(1...42), "every page fits; the images do not")
            let info = try await harness.rmfeed("cache", "info")
            try expectSuccess(info)
            #expect(info.output.contains("Characters: 826"), "\(info.summary)")
            let summary = try #require(synced.outputLines.last, "\(synced.summary)")
            let savedText = try #require(summary.firstMatch(of: /, (\d+) images/)?.1, "\(summary)")
            let saved = try #require(Int(savedText))
            #expect(info.output.contains("Images:     \(saved) "), "the summary counts only the images saved: \(info.summary)")
            #expect(saved < 825)
        }
    }

    /// Kills `rmfeed sync` at random moments, many times over: each time the cache file opens,
    /// every page synced before is still there (a kill right after page 1 used to leave
    /// 20 characters of 826), no page gets older, and every page is whole; for characters,
    /// episodes and locations alike (a page rebuilt from many-ids answers is saved as one).
    @Test func sync_killedAtRandomMoments_neverLosesAPageAndLeavesOnlyWholePages() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.slow, scope: .all, delayMs: 40)
            var generator = SystemRandomNumberGenerator()
            var previous: [String: [Int: Date]] = [:]
            let wholePage: [String: (last: Int, items: Int)] = ["character": (42, 6), "episode": (3, 11), "location": (7, 6)]
            for round in 1...20 {
                let sync = try harness.startRMFeed("sync")
                try await Task.sleep(for: .milliseconds(Int.random(in: 20...700, using: &generator)))
                sync.send(SIGKILL)
                _ = await sync.finish()

                let store = SQLiteFeedStore(fileURL: harness.cacheFile)
                let characters = try await store.characters.retrieve().map { ($0.number, $0.savedAt, $0.characters.count) }
                let episodes = try await store.episodes.retrieve().map { ($0.number, $0.savedAt, $0.items.count) }
                let locations = try await store.locations.retrieve().map { ($0.number, $0.savedAt, $0.items.count) }
                for (resource, pages) in [("character", characters), ("episode", episodes), ("location", locations)] {
                    let current = Dictionary(uniqueKeysWithValues: pages.map { ($0.0, $0.1) })
                    let before = previous[resource] ?? [:]
                    #expect(Set(before.keys).isSubset(of: Set(current.keys)),
                            "round \(round): a synced \(resource) page vanished: before \(before.keys.sorted()), now \(current.keys.sorted())")
                    #expect(before.allSatisfy { number, savedAt in (current[number] ?? .distantPast) >= savedAt },
                            "round \(round): a \(resource) page got older")
                    let whole = wholePage[resource] ?? (0, 0)
                    for page in pages {
                        #expect(page.2 == (page.0 == whole.last ? whole.items : 20), "round \(round): \(resource) page \(page.0) is whole")
                    }
                    previous[resource] = current
                }
            }
            harness.server.faults.clear()
            let rerun = try await harness.rmfeed("sync")
            try expectSuccess(rerun)
            #expect(try await CacheFile.pageNumbers(harness.cacheFile) == Array(1...42))
            let resources = try await CacheFile.resourcePages(harness.cacheFile)
            #expect(resources.episodes.map(\.number) == [1, 2, 3] && resources.locations.map(\.number) == Array(1...7))
        }
    }
}
