import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "Your library": `rmfeed export --format json|csv`, with names that hold commas,
/// quotes, line breaks and letters beyond ASCII.
@Suite struct ExportCommandTests {
    static let awkwardNames = [
        1: #"Rick "The Rickest", Sánchez"#,
        2: "Señora Ñandú",
        3: "Line\r\nbreak, and 🛸",
    ]

    @Test func exportJSON_isTheWholeLibraryWithNamesExactly() async throws {
        try await withAwkwardLibrary { harness, favorites, watched in
            let result = try await harness.library("export", "--format", "json")

            try expectSuccess(result)
            let stamps = (favorites + watched).map { $0.addedAt.formatted(.iso8601) }
            let pilot = try episodeName(result)
            let expected = #"{"favorites":["#
                + #"{"id":1,"name":"Rick \"The Rickest\", Sánchez","addedAt":"\#(stamps[0])"},"#
                + #"{"id":2,"name":"Señora Ñandú","addedAt":"\#(stamps[1])"},"#
                + #"{"id":3,"name":"Line\r\nbreak, and 🛸","addedAt":"\#(stamps[2])"}"#
                + #"],"watched":[{"id":1,"code":"S01E01","name":"\#(pilot)","addedAt":"\#(stamps[3])"}]}"# + "\n"
            #expect(result.output == expected)
            #expect(result.errorOutput.isEmpty)
        }
    }

    @Test func exportCSV_isRFC4180WithCRLFAHeaderAndQuotedFields() async throws {
        try await withAwkwardLibrary { harness, favorites, watched in
            let json = try await harness.library("export", "--format", "json")
            let result = try await harness.library("export", "--format", "csv")

            try expectSuccess(result)
            let stamps = (favorites + watched).map { $0.addedAt.formatted(.iso8601) }
            let pilot = try episodeName(json)
            let expected = "list,id,code,name,addedAt\r\n"
                + "favorite,1,,\"Rick \"\"The Rickest\"\", Sánchez\",\(stamps[0])\r\n"
                + "favorite,2,,Señora Ñandú,\(stamps[1])\r\n"
                + "favorite,3,,\"Line\r\nbreak, and 🛸\",\(stamps[2])\r\n"
                + "watched,1,S01E01,\(pilot),\(stamps[3])\r\n"
            #expect(result.standardOutput == Data(expected.utf8))
        }
    }

    @Test func exportCSV_neutralisesFormulasAndControlCharacters_andJSONKeepsThemExactly() async throws {
        let hostile = [
            1: "=HYPERLINK(\"http://evil.example\",\"x\")", 2: "+1+1", 3: "-2+3", 4: "@SUM(A1)",
            5: "\tTabbed", 6: "\rReturned", 7: "Bell\u{07} and \u{1B}[31mred\u{1B}[0m", 8: "Rick-Sanchez",
        ]
        try await CLIHarness.with { harness in
            try await harness.cacheCharacters(hostile)
            for id in hostile.keys.sorted() { try expectSuccess(try await harness.library("favorite", String(id))) }

            let csv = try await harness.library("export", "--format", "csv")
            let json = try await harness.library("export", "--format", "json")

            try expectSuccess(csv)
            let stamps = try await harness.libraryEntries(.favoriteCharacter).map { $0.addedAt.formatted(.iso8601) }
            let cells = [
                #""'=HYPERLINK(""http://evil.example"",""x"")""#, #""'+1+1""#, #""'-2+3""#, #""'@SUM(A1)""#,
                "\"'\tTabbed\"", "\"'\rReturned\"", "Bell and [31mred[0m", "Rick-Sanchez",
            ]
            let rows = zip(cells, stamps).enumerated().map { "favorite,\($0.offset + 1),,\($0.element.0),\($0.element.1)\r\n" }
            #expect(csv.standardOutput == Data(("list,id,code,name,addedAt\r\n" + rows.joined()).utf8))
            #expect(!csv.output.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{1B}" })
            let exported = try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: [[String: Any]]]
            #expect(exported?["favorites"]?.compactMap { $0["name"] as? String } == hostile.keys.sorted().compactMap { hostile[$0] })
        }
    }

    @Test func export_ofAnEmptyLibrary_isAnEmptyListOrAHeaderOnly() async throws {
        try await CLIHarness.with { harness in
            let json = try await harness.library("export")
            let csv = try await harness.library("export", "--format", "csv")

            try expectSuccess(json)
            #expect(json.output == #"{"favorites":[],"watched":[]}"# + "\n")
            try expectSuccess(csv)
            #expect(csv.output == "list,id,code,name,addedAt\r\n")
        }
    }

    @Test func export_ofAnUnknownFormat_isAUsageError() async throws {
        try await CLIHarness.with { harness in
            try expectExit(64, try await harness.library("export", "--format", "xml"))
        }
    }

    /// Favourites 1, 2, 3 named awkwardly in the cache (so the API is not asked for them) and
    /// episode 1 watched; `body` gets the stored entries.
    private func withAwkwardLibrary(_ body: (CLIHarness, [LibraryEntry], [LibraryEntry]) async throws -> Void) async throws {
        try await CLIHarness.with { harness in
            try await harness.cacheCharacters(Self.awkwardNames)
            for id in ["1", "2", "3"] { try expectSuccess(try await harness.library("favorite", id)) }
            try expectSuccess(try await harness.library("watched", "S01E01"))
            try await body(harness, try await harness.libraryEntries(.favoriteCharacter), try await harness.libraryEntries(.watchedEpisode))
        }
    }

    /// The stand-in's name for episode 1, read from an export's JSON.
    private func episodeName(_ result: CommandResult) throws -> String {
        let object = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        let watched = try #require(object?["watched"] as? [[String: Any]], "\(result.summary)")
        return try #require(watched.first?["name"] as? String, "\(result.summary)")
    }
}
