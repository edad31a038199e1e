import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "The command-line tool", `rmfeed stats`: the show counted from the cache alone.
@Suite struct StatsCommandTests {
    @Test func stats_afterASync_countTheWholeShowAsJSONWithoutAskingTheAPI() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))
            let requestsBefore = harness.server.stats.total

            let result = try await harness.rmfeed("stats", "--format", "json")

            try expectSuccess(result)
            let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
            #expect(json["whole"] as? [String: Bool] == ["characters": true, "episodes": true, "locations": true])
            let characters = try #require(json["characters"] as? [String: Any])
            #expect(characters["count"] as? Int == 826)
            let status = try #require(characters["status"] as? [[String: Any]])
            #expect(status.compactMap { $0["count"] as? Int }.reduce(0, +) == 826)
            let most = try #require(characters["mostEpisodes"] as? [[String: Any]])
            #expect(most.count == 20)
            #expect(most.first?["name"] as? String == "Rick Sanchez")
            let episodes = try #require(json["episodes"] as? [String: Any])
            let seasons = try #require(episodes["seasons"] as? [[String: Any]])
            #expect(seasons.compactMap { $0["episodes"] as? Int }.reduce(0, +) == 51)
            #expect(seasons.compactMap { $0["season"] as? Int } == [1, 2, 3, 4, 5])
            let locations = try #require(json["locations"] as? [String: Any])
            #expect((locations["type"] as? [[String: Any]])?.compactMap { $0["count"] as? Int }.reduce(0, +) == 126)
            #expect(harness.server.stats.total == requestsBefore, "stats asks the API nothing")
        }
    }

    @Test func stats_onAPartialCache_sayItCountsWhatTheCacheHolds() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            await harness.goOffline()

            let result = try await harness.rmfeed("stats")

            try expectSuccess(result)
            #expect(result.outputLines.first?.hasPrefix("The cache does not hold every page of the characters, episodes and locations") == true, "\(result.summary)")
            #expect(result.outputLines.contains("Cached: 20 characters, 0 episodes, 0 locations"), "\(result.summary)")
            #expect(result.outputLines.contains { $0.hasPrefix("Alive ") }, "\(result.summary)")
        }
    }
}
