import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "Your library": `rmfeed episodes --watched|--unwatched` lists every such episode at
/// once, in the series' order, from the cache when it holds them, else the API's many-ids form.
@Suite struct WatchedEpisodesListingTests {
    @Test func episodesWatched_listsEveryWatchedEpisodeAcrossThePagesInTheSeriesOrder() async throws {
        try await CLIHarness.with { harness in
            for id in ["30", "2", "S02E03"] { try expectSuccess(try await harness.library("watched", id)) }

            let result = try await harness.library("episodes", "--watched", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(json.list("episodes").compactMap { $0["id"] as? Int } == [2, 14, 30], "\(result.summary)")
            #expect(json.object["next"] is NSNull && json.object["page"] as? Int == 1)
        }
    }

    @Test func episodesUnwatched_listsEveryOtherEpisodeOfTheSeries() async throws {
        try await CLIHarness.with { harness in
            for id in ["1", "51"] { try expectSuccess(try await harness.library("watched", id)) }

            let result = try await harness.library("episodes", "--unwatched", "--format", "json")

            try expectSuccess(result)
            #expect(try JSONOutput(result).list("episodes").compactMap { $0["id"] as? Int } == Array(2...50), "\(result.summary)")
        }
    }

    @Test func episodesWatched_offline_listsThemFromTheCacheAsATable() async throws {
        try await CLIHarness.with { harness in
            for id in ["S01E01", "14"] { try expectSuccess(try await harness.library("watched", id)) }
            await harness.goOffline()

            let result = try await harness.library("episodes", "--watched")

            try expectSuccess(result)
            let rows = result.outputLines.dropFirst().prefix { !$0.isEmpty }.map { $0.split(separator: " ").first.map(String.init) }
            #expect(result.outputLines.first?.hasPrefix("ID  CODE") == true, "\(result.summary)")
            #expect(rows == ["1", "14"], "\(result.summary)")
        }
    }

    @Test func episodesWatched_withACodeFilter_keepsOnlyThatSeason() async throws {
        try await CLIHarness.with { harness in
            for id in ["1", "14", "15"] { try expectSuccess(try await harness.library("watched", id)) }

            let result = try await harness.library("episodes", "--watched", "--episode", "s02", "--format", "json")

            #expect(try JSONOutput(result).list("episodes").compactMap { $0["code"] as? String } == ["S02E03", "S02E04"])
        }
    }

    @Test func episodesWatched_withNothingWatched_isAnHonestEmptyListWithoutAskingTheAPI() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("episodes", "--watched", "--format", "json")

            try expectSuccess(result)
            #expect(try JSONOutput(result).list("episodes").isEmpty)
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test(arguments: [["--watched", "--unwatched"], ["--watched", "--page", "2"], ["--unwatched", "--page", "3"]])
    func episodes_withBothLibraryFiltersOrAPage_isAUsageError(arguments: [String]) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.startRMFeed(["episodes"] + arguments + ["--data-dir", harness.dataDirectory.path], environment: [:]).finish()

            try expectExit(64, result)
            #expect(harness.server.stats.total == 0)
        }
    }
}
