import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "The command-line tool", `rmfeed characters` with connectivity: the table, the JSON
/// object, pages and filters.
@Suite struct CharactersCommandTests {
    @Test func characters_printsTableOfPageOneAndSaysItCameFromRemote() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters")

            try expectSuccess(result)
            let lines = result.outputLines
            try #require(lines.count == 23, "a header, 20 rows, a blank line and the source\n\(result.summary)")
            #expect(columns(lines[0]) == ["ID", "NAME", "STATUS", "SPECIES", "GENDER"])
            #expect(lines[1...20].map { columns($0).first ?? "" } == (1...20).map(String.init))
            #expect(lines[1].hasPrefix("1 ") && lines[1].contains("Rick Sanchez") && lines[1].contains("Alive"))
            #expect(lines[21] == "")
            #expect(lines[22] == "Latest characters from the server")
            #expect(result.errorOutput == "")
        }
    }

    @Test func characters_asJSON_printsTheSpecsObjectWithRemoteSourceAndNullSavedAt() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(Set(json.object.keys) == CharactersOutput.keys)
            #expect(json.source == "remote")
            #expect(json.isNull("savedAt"))
            #expect(json.page == 1)
            #expect(json.object["next"] as? Int == 2)
            #expect(json.ids == Array(1...20))
            for character in json.characters {
                #expect(CharactersOutput.characterKeys.isSubset(of: character.keys), "keys: \(character.keys.sorted())")
            }
            let rick = try #require(json.characters.first)
            #expect(rick["name"] as? String == "Rick Sanchez")
            #expect(rick["status"] as? String == "Alive")
            #expect(rick["species"] as? String == "Human")
            #expect(rick["type"] as? String == "")
            #expect(rick["gender"] as? String == "Male")
            #expect(rick["image"] as? String == "\(harness.server.baseURL)/character/avatar/1.jpeg")
        }
    }

    @Test func characters_lastPage_printsItsSixCharactersAndNullNext() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--page", "42", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(json.page == 42)
            #expect(json.ids == Array(821...826))
            #expect(json.isNull("next"))
        }
    }

    @Test func characters_pagePastTheEnd_saysNoCharactersFoundAndSucceeds() async throws {
        try await CLIHarness.with { harness in
            let table = try await harness.rmfeed("characters", "--page", "43")
            let json = try await harness.rmfeed("characters", "--page", "43", "--format", "json")

            try expectSuccess(table)
            #expect(table.outputLines == ["No characters found", "", "Latest characters from the server"])
            try expectSuccess(json)
            let output = try CharactersOutput(json)
            #expect(output.page == 43)
            #expect(output.characters.isEmpty)
            #expect(output.isNull("next"))
        }
    }

    @Test func characters_withNameAndStatus_printsOnlyCharactersMatchingBoth() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--name", "rick", "--status", "alive", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(json.source == "remote")
            #expect(json.ids.first == 1, "Rick Sanchez is alive")
            #expect(!json.characters.isEmpty)
            for character in json.characters {
                let name = try #require(character["name"] as? String)
                #expect(name.localizedCaseInsensitiveContains("rick"), "\(name)")
                #expect((character["status"] as? String)?.lowercased() == "alive", "\(name)")
            }
        }
    }

    @Test func characters_withSpeciesAndGender_printsOnlyCharactersMatchingBoth() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--species", "human", "--gender", "male", "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(!json.characters.isEmpty)
            for character in json.characters {
                let name = character["name"] as? String ?? "?"
                #expect((character["species"] as? String)?.localizedCaseInsensitiveContains("human") == true, "\(name)")
                #expect((character["gender"] as? String)?.lowercased() == "male", "\(name): male matches from the start only")
            }
        }
    }

    @Test func characters_withType_printsOnlyCharactersOfThatType() async throws {
        try await CLIHarness.with { harness in
            let all = try await harness.rmfeed("characters", "--format", "json")
            try expectSuccess(all)
            let type = try #require(
                try CharactersOutput(all).characters.compactMap { $0["type"] as? String }.first { !$0.isEmpty },
                "page 1 has a character with a type"
            )

            let result = try await harness.rmfeed("characters", "--type", type, "--format", "json")

            try expectSuccess(result)
            let json = try CharactersOutput(result)
            #expect(!json.characters.isEmpty)
            for character in json.characters {
                #expect((character["type"] as? String)?.localizedCaseInsensitiveContains(type) == true, "\(character)")
            }
        }
    }

    @Test func characters_withAFilterThatMatchesNothing_saysNoCharactersFoundAndSucceeds() async throws {
        try await CLIHarness.with { harness in
            let table = try await harness.rmfeed("characters", "--name", "nobody-has-this-name")
            let json = try await harness.rmfeed("characters", "--name", "nobody-has-this-name", "--format", "json")

            try expectSuccess(table)
            #expect(table.outputLines == ["No characters found", "", "Latest characters from the server"])
            #expect(table.errorOutput == "")
            try expectSuccess(json)
            let output = try CharactersOutput(json)
            #expect(output.source == "remote")
            #expect(output.characters.isEmpty)
            #expect(output.isNull("next"))
        }
    }
}
