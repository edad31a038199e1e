import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/ARCHITECTURE.md, "Use cases and scenarios", characters feed, row by row, through
/// `rmfeed characters`: which source is shown, when the API is asked, and the two error
/// messages with exit 1.
@Suite struct CharactersOfflineTests {
    @Test func characters_offlineAfterAnOnlineRun_printsTheCachedPageAndSaysHowOld() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            await harness.goOffline()

            let result = try await harness.rmfeed("characters")

            try expectSuccess(result)
            let lines = result.outputLines
            try #require(lines.count == 23, "\(result.summary)")
            #expect(lines[1...20].map { columns($0).first ?? "" } == (1...20).map(String.init))
            #expect(endsWithRecentAge(lines[22], after: "Offline — showing characters saved "), "\(lines[22])")
        }
    }

    @Test func characters_offlineAfterAnOnlineRun_printsJSONWithCacheSourceAndISO8601SavedAt() async throws {
        try await CLIHarness.with { harness in
            let before = Date()
            try expectSuccess(try await harness.rmfeed("characters"))
            let after = Date()
            await harness.goOffline()

            let result = try await harness.rmfeed("characters", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(Set(json.object.keys) == CharactersOutput.keys)
            #expect(json.source == "cache")
            let savedAt = try #require(json.savedAt, "savedAt is not ISO 8601: \(String(describing: json.object["savedAt"]))")
            // ISO 8601 without fractions: the second of the save, rounded down.
            #expect(savedAt >= before.addingTimeInterval(-1) && savedAt <= after, "\(savedAt) is not the time of the first run")
            #expect(json.page == 1)
            #expect(json.object["next"] as? Int == 2)
            #expect(json.ids == Array(1...20))
        }
    }

    @Test func characters_preferCacheWithAValidCache_printsTheCacheWithoutAskingTheAPI() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            harness.server.stats.reset()

            let json = try await harness.rmfeed("characters", "--prefer", "cache", "--format", "json")
            let table = try await harness.rmfeed("characters", "--prefer", "cache")

            try expectSuccess(json)
            let output = try CharactersOutput(json)
            #expect(output.source == "cache")
            #expect(output.savedAt != nil)
            #expect(output.ids == Array(1...20))
            try expectSuccess(table)
            #expect(endsWithRecentAge(table.outputLines.last ?? "", after: "Characters saved "), "\(table.summary)")
            #expect(harness.server.stats.total == 0, "\(harness.server.stats.snapshot)")
        }
    }

    @Test func characters_preferCacheWithAnEmptyCache_loadsFromTheAPI() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--prefer", "cache", "--format", "json")

            try expectSuccess(result)
            #expect(try CharactersOutput(result).source == "remote")
            #expect(harness.server.stats.count(.characterPage) == 1)
        }
    }

    @Test func characters_offlineWithAnEmptyCache_failsWithCouldntConnectToServer() async throws {
        try await CLIHarness.with { harness in
            await harness.goOffline()

            let result = try await harness.rmfeed("characters")

            try expectExit(1, result)
            #expect(result.errorOutput.contains("Couldn't connect to server"), "\(result.summary)")
            #expect(result.output == "")
        }
    }

    @Test func characters_offlineWithACacheSevenDaysOld_failsWithCouldntConnectToServer() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try await CacheFile.age(harness.cacheFile, by: 7 * .day)
            await harness.goOffline()

            let result = try await harness.rmfeed("characters")

            try expectExit(1, result)
            #expect(result.errorOutput.contains("Couldn't connect to server"), "\(result.summary)")
        }
    }

    @Test func characters_offlineWithACacheSixDaysOld_printsItAndSaysHowOld() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try await CacheFile.age(harness.cacheFile, by: 6 * .day)
            await harness.goOffline()

            let result = try await harness.rmfeed("characters")

            try expectSuccess(result)
            #expect(result.outputLines.last == "Offline — showing characters saved 6 days ago")
        }
    }

    @Test func characters_invalidDataWithAnEmptyCache_failsWithInvalidDataReceivedFromServer() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.invalidJSON, scope: .characters)

            let result = try await harness.rmfeed("characters")

            try expectExit(1, result)
            #expect(result.errorOutput.contains("Invalid data received from server"), "\(result.summary)")
            #expect(result.output == "")
        }
    }

    @Test func characters_invalidDataWithAValidCache_printsTheCache() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            harness.server.faults.inject(.invalidJSON, scope: .characters)

            let result = try await harness.rmfeed("characters", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(json.source == "cache")
            #expect(json.ids == Array(1...20))
        }
    }

    @Test func characters_offlineWithASearch_searchesTheCachedCharacters() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            await harness.goOffline()

            let result = try await harness.rmfeed("characters", "--name", "smith", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(json.source == "cache")
            #expect(json.names.starts(with: ["Morty Smith", "Summer Smith", "Beth Smith", "Jerry Smith"]), "\(json.names)")
            #expect(json.names.allSatisfy { $0.localizedCaseInsensitiveContains("smith") }, "\(json.names)")
        }
    }

    @Test func characters_offlineInASpanishTerminal_saysSoInSpanish() async throws {
        try await CLIHarness.with { harness in
            await harness.goOffline()

            let result = try await harness.run(["characters"] + harness.configurationFlags, environment: ["LANG": "es_ES.UTF-8"])

            try expectExit(1, result)
            #expect(result.errorOutput.contains("No se pudo conectar con el servidor"), "\(result.summary)")
        }
    }
}
