import Foundation
import RickAndMortyStubAPI
import Testing

/// `rmfeed characters --episode CODE|ID` and `--location ID`: the cast of an episode or the
/// residents of a location, through the API's links, else from the cache.
@Suite struct LinkedCharactersCommandTests {
    @Test func charactersOfAnEpisodeByCode_isItsCastAsATable() async throws {
        try await CLIHarness.with { harness in
            let episode = try JSONOutput(try await harness.rmfeed("episode", "2", "--format", "json"))
            let cast = try #require(episode.object["characterIds"] as? [Int])

            let result = try await harness.rmfeed("characters", "--episode", "s01e02")

            try expectSuccess(result)
            let lines = result.outputLines
            #expect(columns(lines[0]) == ["ID", "NAME", "STATUS", "SPECIES", "GENDER"])
            #expect(lines.dropFirst().prefix(cast.count).map { Int(columns($0).first ?? "") } == cast.map(Optional.some))
            #expect(lines.last == "Latest characters from the server")
        }
    }

    @Test func charactersOfAnEpisodeByID_asJSON_isTheCharactersObject() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--episode", "2", "--format", "json")
            let byCode = try await harness.rmfeed("characters", "--episode", "S01E02", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(JSONOutput.keyOrder(result).first == ["source", "savedAt", "page", "next", "characters"])
            #expect(json.object["next"] is NSNull)
            #expect(!json.ids("characters").isEmpty)
            #expect(try JSONOutput(byCode).ids("characters") == json.ids("characters"))
        }
    }

    @Test func residentsOfALocation_offlineAfterAnOnlineRun_comeFromTheCache() async throws {
        try await CLIHarness.with { harness in
            let online = try JSONOutput(try await harness.rmfeed("characters", "--location", "3", "--format", "json"))
            #expect(online.source == "remote")
            await harness.goOffline()

            let result = try await harness.rmfeed("characters", "--location", "3", "--format", "json")

            try expectSuccess(result)
            let offline = try JSONOutput(result)
            #expect(offline.source == "cache")
            #expect(offline.ids("characters") == online.ids("characters"))
        }
    }

    @Test func charactersOfAnEpisodeByCode_offlineAfterBrowsingTheEpisodes_comeFromTheCache() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("episodes"))
            try expectSuccess(try await harness.rmfeed("characters", "--episode", "S01E05"))
            await harness.goOffline()

            let result = try await harness.rmfeed("characters", "--episode", "S01E05")

            try expectSuccess(result)
            #expect(result.outputLines.count > 3)
            #expect(result.outputLines.last?.hasPrefix("Offline — showing characters saved ") == true, "\(result.summary)")
        }
    }

    @Test func character_offlineAfterASync_printsTheCharacterFromTheCache() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))
            await harness.goOffline()

            let result = try await harness.rmfeed("character", "1", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(json.object["name"] as? String == "Rick Sanchez")
            #expect(json.source == "cache")
        }
    }

    @Test(arguments: [["--episode", "S09E99"], ["--episode", "99999"], ["--location", "99999"]])
    func charactersOfALinkThatDoesNotExist_saysNotFoundAndExits1(arguments: [String]) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(["characters"] + arguments)

            try expectExit(1, result)
            #expect(result.errorLines.last == "Not found")
            #expect(result.output == "")
        }
    }
}
