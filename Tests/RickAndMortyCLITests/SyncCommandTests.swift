import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing
import TestSupport

/// docs/USAGE.md, "The command-line tool", `rmfeed sync [--images]`: the three resources (and every
/// image) into the cache in a few requests, plain progress lines when standard error is not a
/// terminal, everything offline afterwards, and `cache info` telling what is there.
@Suite struct SyncCommandTests {
    @Test func sync_mirrorsTheThreeResourcesInTenRequestsAndTheirLastPagesLoadOffline() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("sync")

            try expectSuccess(result)
            #expect(result.outputLines == ["Synced 52 pages: 826 characters, 51 episodes, 126 locations"])
            expectPlainProgressLines(result, phases: 1, last: "sync: 100% pages 52/52")
            let stats = harness.server.stats
            #expect(stats.count(.characterPage) == 1 && stats.count(.characterByID) == 5, "page 1, then 826 ids 200 a request")
            #expect(stats.count(.episodePage) == 1 && stats.count(.episodeByID) == 1)
            #expect(stats.count(.locationPage) == 1 && stats.count(.locationByID) == 1)
            #expect(stats.total == 10)
            await harness.goOffline()
            let lastPage = try await harness.rmfeed("characters", "--page", "42", "--format", "json")
            try expectSuccess(lastPage)
            let json = try CharactersOutput(lastPage)
            #expect(json.source == "cache")
            #expect(json.ids == Array(821...826))
            #expect(json.isNull("next"))
            let cached = try await CacheFile.resourcePages(harness.cacheFile)
            #expect(cached.episodes.map(\.number) == [1, 2, 3] && cached.episodes.last?.items.map(\.id) == Array(41...51))
            #expect(cached.locations.map(\.number) == Array(1...7) && cached.locations.last?.items.map(\.id) == Array(121...126))
        }
    }

    @Test func sync_thenCacheInfo_reportsEachResourceItsPagesAndWhenTheyWereSaved() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))

            let table = try await harness.rmfeed("cache", "info")
            let json = try await harness.rmfeed("cache", "info", "--format", "json")

            try expectSuccess(table)
            for (name, count, pages) in [("Characters", 826, 42), ("Episodes", 51, 3), ("Locations", 126, 7)] {
                let line = try #require(table.outputLines.first { $0.hasPrefix("\(name): ") }, "\(table.summary)")
                let match = try #require(line.firstMatch(of: /^\w+: +(\d+) \((\d+) pages, saved ([^,]+), (.+)\)$/), "\(line)")
                #expect(Int(match.1) == count && Int(match.2) == pages, "\(line)")
                #expect((try? Date(String(match.3), strategy: .iso8601)) != nil, "\(line)")
                #expect(endsWithRecentAge(String(match.4), after: ""), "\(line)")
            }
            try expectSuccess(json)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let episodes = try #require(object["episodes"] as? [String: Any])
            #expect(episodes["count"] as? Int == 51 && episodes["pages"] as? Int == 3 && episodes["savedAt"] is String)
            #expect((object["locations"] as? [String: Any])?["count"] as? Int == 126)
            #expect((object["characters"] as? [String: Any])?["pages"] as? Int == 42)
            #expect(object["savedAt"] is String && object["bytes"] is Int)
            #expect(harness.server.stats.total == 10, "cache info asks the API nothing")
        }
    }

    @Test func syncImages_loadsEveryImageButTheMissingOneAndTheyLoadOffline() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("sync", "--images")

            try expectSuccess(result)
            #expect(result.outputLines == ["Synced 52 pages: 826 characters, 51 episodes, 126 locations, 825 images (1 could not be loaded)"])
            expectPlainProgressLines(result, phases: 2, last: "sync: 100% pages 52/52, images 826/826")
            #expect(result.errorLines.filter { $0.contains("images") }.count >= 10, "the image phase has its own lines")
            await harness.goOffline()
            let image = try await harness.rmfeed("image", "700", "--output", "-")
            try expectSuccess(image)
            #expect(ImageBytes.isPNG(image.standardOutput), "id 700 is a PNG")
            let missing = try await harness.rmfeed("image", "19", "--output", "-")
            try expectExit(2, missing)
            #expect(ImageBytes.isPlaceholderSVG(missing.standardOutput))
        }
    }

    /// Standard error is a pipe here: one line per whole 10% of each phase (pages, then images),
    /// no carriage return or escape sequence of the terminal's progress bar.
    private func expectPlainProgressLines(_ result: CommandResult, phases: Int, last: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = result.errorLines
        #expect(!result.errorOutput.contains("\r"), "\(result.summary)", sourceLocation: sourceLocation)
        #expect(!result.errorOutput.contains("\u{1B}"), "\(result.summary)", sourceLocation: sourceLocation)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("sync: ") }, "\(result.summary)", sourceLocation: sourceLocation)
        #expect(lines.count <= 11 * phases, "one line per 10%\n\(result.summary)", sourceLocation: sourceLocation)
        #expect(lines.last == last, "\(result.summary)", sourceLocation: sourceLocation)
    }
}

/// A sync whose pages cannot be saved did not sync anything: before, a read-only cache
/// folder printed "Synced 42 pages, 826 characters" and then exited 1. Every resource's pages count.
@Suite struct SyncSaveFailureTests {
    @Test func sync_inAReadOnlyCacheFolder_saysThePagesCouldNotBeSavedAndWhyAndNeverThatItSynced() async throws {
        try await CLIHarness.with { harness in
            try FileManager.default.createDirectory(at: harness.cacheDirectory, withIntermediateDirectories: true)
            try ReadOnlyFolder.protect(harness.cacheDirectory)
            defer { ReadOnlyFolder.unprotect(harness.cacheDirectory) }

            let result = try await harness.rmfeed("sync")

            try expectExit(1, result)
            #expect(!result.output.contains("Synced"), "\(result.summary)")
            let said = try #require(result.errorLines.first { $0.contains("pages could not be saved on this device: ") }, "\(result.summary)")
            #expect(said.hasPrefix("52 of 52 pages could not be saved on this device: "), "\(said)")
            #expect(said.count > "52 of 52 pages could not be saved on this device: ".count + 3, "and why: \(said)")
            #expect(!said.contains("NSCocoaErrorDomain"), "\(said)")
            #expect(result.errorOutput.contains("Couldn't save the characters on this device"), "\(result.summary)")
        }
    }
}
