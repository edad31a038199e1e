import Foundation
import Testing

/// `rmfeed search TEXT` (docs/USAGE.md, "The command-line tool"): the cache's full-text index, offline.
@Suite struct SearchCommandTests {
    @Test func search_onAnEmptyCache_saysSoAndSuggestsASync() async throws {
        try await CLIHarness.with { harness in
            let table = try await harness.rmfeed("search", "rick")
            let json = try await harness.rmfeed("search", "rick", "--format", "json")

            try expectSuccess(table)
            #expect(table.outputLines == ["Nothing is cached yet to search offline. Run rmfeed sync first."])
            try expectSuccess(json)
            #expect(json.output == #"{"query":"rick","results":[],"suggestions":[]}"# + "\n")
            #expect(json.errorLines == ["Nothing is cached yet to search offline. Run rmfeed sync first."])
        }
    }

    @Test func search_afterASyncAndOffline_findsByPrefixWhateverTheCaseAndAccents() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))
            await harness.goOffline()

            let result = try await harness.rmfeed("search", "SÁNCH", "--format", "json", "--limit", "200")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(json.object["query"] as? String == "SÁNCH")
            let results = json.list("results")
            #expect(results.first?["kind"] as? String == "character")
            #expect(results.contains { $0["id"] as? Int == 1 && $0["name"] as? String == "Rick Sanchez" }, "\(results)")
            #expect(results.allSatisfy { ($0["name"] as? String ?? "").localizedCaseInsensitiveContains("sanch") }, "\(results)")
            #expect(JSONOutput.keyOrder(result) == [["query", "results", "suggestions"]] + Array(repeating: ["kind", "id", "name"], count: results.count))
        }
    }

    @Test func search_asATable_printsOneRowPerResultBestFirst() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))

            let result = try await harness.rmfeed("search", "smith", "--kind", "character", "--limit", "3")

            try expectSuccess(result)
            #expect(result.outputLines.first.map(columns) == ["KIND", "ID", "NAME"])
            #expect(result.outputLines.count == 4, "\(result.summary)")
            #expect(result.outputLines.dropFirst().allSatisfy { $0.hasPrefix("Character") && $0.contains("Smith") }, "\(result.summary)")
        }
    }

    @Test func search_kind_findsOnlyThatKind() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try expectSuccess(try await harness.rmfeed("episodes"))
            try expectSuccess(try await harness.rmfeed("locations"))

            let all = try JSONOutput(try await harness.rmfeed("search", "earth", "--format", "json", "--limit", "200")).list("results")
            let locations = try JSONOutput(try await harness.rmfeed("search", "earth", "--kind", "location", "--format", "json")).list("results")

            #expect(Set(all.compactMap { $0["kind"] as? String }) == ["character", "location"], "\(all)")
            #expect(!locations.isEmpty)
            #expect(locations.allSatisfy { $0["kind"] as? String == "location" }, "\(locations)")
        }
    }

    @Test func search_withNoMatch_isAnHonestAnswer() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))

            let result = try await harness.rmfeed("search", "zzzzzz")

            try expectSuccess(result)
            #expect(result.outputLines == ["Nothing in the cache matches."])
        }
    }

    @Test func search_withNoMatchButANearName_offersItAsDidYouMean() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))

            let table = try await harness.rmfeed("search", "jery")
            let json = try JSONOutput(try await harness.rmfeed("search", "jery", "--format", "json"))

            try expectSuccess(table)
            #expect(Array(table.outputLines.prefix(2)) == ["Nothing in the cache matches.", "Did you mean:"], "\(table.summary)")
            #expect(table.outputLines.dropFirst(2).prefix(2).map(columns) == [["KIND", "ID", "NAME"], ["Character", "5", "Jerry Smith"]], "\(table.summary)")
            #expect(json.list("results").isEmpty)
            #expect(json.list("suggestions").first?["name"] as? String == "Jerry Smith", "\(json.object)")
        }
    }

    @Test(arguments: [["search"], ["search", "rick", "--limit", "0"], ["search", "rick", "--kind", "planet"]])
    func search_badUsage_exitsWith64(arguments: [String]) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(arguments)

            #expect(result.status == 64, "\(result.summary)")
        }
    }
}
