import Foundation
import RickAndMortyStubAPI
import Testing

/// `rmfeed character ID`, `rmfeed episode ID`, `rmfeed location ID` (docs/USAGE.md, "The
/// command-line tool"): one item with its links resolved, as a table or JSON, offline from the
/// cache once seen, and "Not found" with exit 1 for an id the API does not know.
@Suite struct DetailCommandsTests {
    enum Detail: String, CaseIterable, CustomTestStringConvertible {
        case character, episode, location

        var testDescription: String { rawValue }
        /// The key of the resolved links in the JSON, and the item's own keys before them.
        var linksKey: String {
            switch self {
            case .character: "episodes"
            case .episode: "characters"
            case .location: "residents"
            }
        }
        var itemKeys: [String] {
            switch self {
            case .character:
                ["id", "name", "status", "species", "type", "gender", "image", "origin", "location", "episodeCount",
                 "episodeIds", "originId", "locationId", "originPlace", "locationPlace"]
            case .episode: ["id", "name", "airDate", "code", "characterIds"]
            case .location: ["id", "name", "type", "dimension", "residentIds"]
            }
        }
        /// The item's link ids, as its JSON lists them.
        var linkIDsKey: String {
            switch self {
            case .character: "episodeIds"
            case .episode: "characterIds"
            case .location: "residentIds"
            }
        }
        var sourceLine: String {
            switch self {
            case .character: "Latest characters from the server"
            case .episode: "Latest episodes from the server"
            case .location: "Latest locations from the server"
            }
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_asATable_printsTheItemItsLinksAndTheSource(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(detail.rawValue, "3")

            try expectSuccess(result)
            let lines = result.outputLines
            #expect(lines.count > 6, "\(result.summary)")
            #expect(lines.last == detail.sourceLine)
            #expect(lines.contains { columns($0).first == "ID" }, "the links' table has its header")
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_asJSON_printsTheItemThenItsResolvedLinksThenTheSource(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(detail.rawValue, "3", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(json.object["id"] as? Int == 3)
            #expect(json.source == "remote")
            let linkIDs = try #require(json.object[detail.linkIDsKey] as? [Int])
            #expect(json.ids(detail.linksKey) == linkIDs, "every link resolved, in the item's order")
            #expect(JSONOutput.keyOrder(result).first == detail.itemKeys + [detail.linksKey, "source"])
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_offlineAfterAnOnlineRun_printsItFromTheCache(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            let online = try await harness.rmfeed(detail.rawValue, "3", "--format", "json")
            try expectSuccess(online)
            await harness.goOffline()

            let json = try await harness.rmfeed(detail.rawValue, "3", "--format", "json")
            let table = try await harness.rmfeed(detail.rawValue, "3")

            try expectSuccess(json)
            let output = try JSONOutput(json)
            #expect(output.source == "cache")
            #expect(output.ids(detail.linksKey) == (try JSONOutput(online)).ids(detail.linksKey))
            try expectSuccess(table)
            #expect(table.outputLines.last?.hasPrefix("Offline — showing ") == true, "\(table.summary)")
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_preferCacheOnceSeen_doesNotAskTheAPI(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed(detail.rawValue, "3"))
            harness.server.stats.reset()

            let result = try await harness.rmfeed(detail.rawValue, "3", "--prefer", "cache", "--format", "json")

            try expectSuccess(result)
            #expect(try JSONOutput(result).source == "cache")
            #expect(harness.server.stats.total == 0, "\(harness.server.stats.snapshot)")
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_ofAnIDTheAPIDoesNotKnow_saysNotFoundAndExits1(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(detail.rawValue, "99999")

            try expectExit(1, result)
            #expect(result.errorLines.last == "Not found")
            #expect(result.output == "")
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_ofAnIDTheAPIDoesNotKnow_saysNotFoundInTheTerminalsLanguage(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run([detail.rawValue, "99999"] + harness.configurationFlags, environment: ["LANG": "pt_BR.UTF-8"])

            try expectExit(1, result)
            #expect(result.errorLines.last == "Não encontrado")
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_neitherCachedNorReachable_failsWithCouldntConnectToServer(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            await harness.goOffline()

            let result = try await harness.rmfeed(detail.rawValue, "3")

            try expectExit(1, result)
            #expect(result.errorLines.last == "Couldn't connect to server")
        }
    }

    @Test(arguments: Detail.allCases)
    func detail_remoteInvalidDataAndNothingCached_failsWithInvalidData(detail: Detail) async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.invalidJSON, scope: .all)

            let result = try await harness.rmfeed(detail.rawValue, "3")

            try expectExit(1, result)
            #expect(result.errorLines.last == "Invalid data received from server")
        }
    }
}
