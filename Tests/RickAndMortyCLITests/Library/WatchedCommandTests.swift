import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "Your library": `rmfeed watched CODE|ID [--unset]`.
@Suite struct WatchedCommandTests {
    @Test(arguments: ["S01E01", "s01e01", "1"])
    func watched_marksTheEpisodeNamedByCodeOrID(argument: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("watched", argument, "--format", "json")

            try expectSuccess(result)
            let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any], "\(result.summary)")
            #expect(object["id"] as? Int == 1)
            #expect(object["code"] as? String == "S01E01")
            #expect((object["name"] as? String)?.isEmpty == false)
            #expect(object["watched"] as? Bool == true)
            #expect(object["changed"] as? Bool == true)
            #expect(try await harness.libraryEntries(.watchedEpisode).map(\.id) == [1])
        }
    }

    @Test func watched_byCode_ofALaterSeason_storesThatEpisodesID() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("watched", "S02E03")

            try expectSuccess(result)
            #expect(result.output.hasPrefix("Marked as watched: S02E03 "), "\(result.summary)")
            #expect(try await harness.libraryEntries(.watchedEpisode).map(\.id) == [14], "season 1 has 11 episodes")
        }
    }

    @Test func watched_twice_changesNothing_andUnsetTakesItOutOffline() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.library("watched", "2"))
            let again = try await harness.library("watched", "2")
            await harness.goOffline()

            let unset = try await harness.library("watched", "2", "--unset")
            let unsetAgain = try await harness.library("watched", "2", "--unset", "--format", "json")

            #expect(again.output.hasPrefix("Already marked as watched: S01E02 "), "\(again.summary)")
            try expectSuccess(unset)
            #expect(unset.outputLines == ["Marked as not watched: #2"])
            #expect(unsetAgain.output == #"{"id":2,"code":null,"name":null,"watched":false,"changed":false}"# + "\n")
            #expect(try await harness.libraryEntries(.watchedEpisode) == [])
        }
    }

    @Test(arguments: ["S09E99", "999"])
    func watched_ofAnEpisodeTheAPIDoesNotKnow_exitsOneWithNotFound(argument: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("watched", argument)

            try expectExit(1, result)
            #expect(result.errorLines == ["Not found"])
            #expect(try await harness.libraryEntries(.watchedEpisode) == [])
        }
    }

    @Test(arguments: ["S1", "E01", "0", "S01E01x", "pilot", ""])
    func watched_ofSomethingThatIsNeitherACodeNorAnID_isAUsageError(argument: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("watched", argument)

            try expectExit(64, result)
            #expect(harness.server.stats.total == 0)
        }
    }
}
