import Foundation
import RickAndMortyStubAPI
import Testing

/// `rmfeed episodes` and `rmfeed locations` (docs/USAGE.md, "The command-line tool"): the same courses
/// as `rmfeed characters`, for the two other resources.
@Suite struct EpisodesAndLocationsCommandTests {
    enum List: String, CaseIterable, CustomTestStringConvertible {
        case episodes, locations

        var testDescription: String { rawValue }
        var header: [String] {
            self == .episodes ? ["ID", "CODE", "NAME", "AIR DATE", "CHARACTERS"] : ["ID", "NAME", "TYPE", "DIMENSION", "RESIDENTS"]
        }
        var itemKeys: [String] {
            self == .episodes ? ["id", "name", "airDate", "code", "characterIds"] : ["id", "name", "type", "dimension", "residentIds"]
        }
        var title: String { self == .episodes ? "episodes" : "locations" }
    }

    @Test(arguments: List.allCases)
    func list_asATable_printsOneRowPerItemThenTheSource(list: List) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(list.rawValue)

            try expectSuccess(result)
            let lines = result.outputLines
            try #require(lines.count == 23, "\(result.summary)")
            #expect(columns(lines[0]) == list.header)
            #expect(lines[1...20].map { columns($0).first ?? "" } == (1...20).map(String.init))
            #expect(lines[22] == "Latest \(list.title) from the server")
        }
    }

    @Test(arguments: List.allCases)
    func list_asJSON_printsTheSpecsObjectWithItsKeysInOrder(list: List) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(list.rawValue, "--page", "2", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(json.source == "remote")
            #expect(json.object["savedAt"] is NSNull)
            #expect(json.object["page"] as? Int == 2)
            #expect(json.object["next"] as? Int == 3)
            #expect(json.ids(list.rawValue) == Array(21...40))
            let order = JSONOutput.keyOrder(result)
            #expect(order.first == ["source", "savedAt", "page", "next", list.rawValue])
            #expect(order.dropFirst().allSatisfy { $0 == list.itemKeys }, "\(order.dropFirst().first ?? [])")
        }
    }

    @Test(arguments: List.allCases)
    func list_offlineAfterAnOnlineRun_printsTheCachedPageAndSaysHowOld(list: List) async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed(list.rawValue))
            await harness.goOffline()

            let table = try await harness.rmfeed(list.rawValue)
            let json = try await harness.rmfeed(list.rawValue, "--format", "json")

            try expectSuccess(table)
            #expect(endsWithRecentAge(table.outputLines.last ?? "", after: "Offline — showing \(list.title) saved "), "\(table.summary)")
            try expectSuccess(json)
            let output = try JSONOutput(json)
            #expect(output.source == "cache")
            #expect(output.object["savedAt"] is String)
            #expect(output.ids(list.rawValue) == Array(1...20))
        }
    }

    @Test(arguments: List.allCases)
    func list_preferCacheWithAValidCache_doesNotAskTheAPI(list: List) async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed(list.rawValue))
            harness.server.stats.reset()

            let result = try await harness.rmfeed(list.rawValue, "--prefer", "cache", "--format", "json")

            try expectSuccess(result)
            #expect(try JSONOutput(result).source == "cache")
            #expect(harness.server.stats.total == 0)
        }
    }

    @Test(arguments: List.allCases)
    func list_offlineWithAnEmptyCache_failsWithCouldntConnectToServer(list: List) async throws {
        try await CLIHarness.with { harness in
            await harness.goOffline()

            let result = try await harness.rmfeed(list.rawValue)

            try expectExit(1, result)
            #expect(result.errorLines.last == "Couldn't connect to server")
            #expect(result.output == "")
        }
    }

    @Test(arguments: List.allCases)
    func list_withAFilterThatMatchesNothing_saysSoAndExitsZero(list: List) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(list.rawValue, "--name", "no such name at all")

            try expectSuccess(result)
            #expect(result.outputLines.first == "No \(list.title) found")
        }
    }

    @Test func episodes_filteredByCode_printsThatSeason() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("episodes", "--episode", "S02", "--format", "json")

            try expectSuccess(result)
            let codes = try JSONOutput(result).list("episodes").compactMap { $0["code"] as? String }
            #expect(codes.count == 10)
            #expect(codes.allSatisfy { $0.hasPrefix("S02E") })
        }
    }

    @Test func locations_inSpanish_sayWhereTheyCameFromInSpanish() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(
                ["locations"] + harness.configurationFlags, environment: ["LANG": "es_ES.UTF-8"]
            )

            try expectSuccess(result)
            #expect(result.outputLines.last?.contains("servidor") == true, "\(result.summary)")
        }
    }
}
