import Foundation
import Testing

/// `rmfeed characters --format json` is stable for a script.
@Suite struct CharactersJSONKeyOrderTests {
    /// JSONEncoder on Linux keeps an object's keys in a dictionary, so their order changed from
    /// run to run; now the order docs/USAGE.md gives, every time.
    @Test func characters_asJSON_keepsTheSpecsKeyOrderOnEveryRun() async throws {
        try await CLIHarness.with { harness in
            for _ in 1...3 {
                let result = try await harness.rmfeed("characters", "--format", "json")

                try expectSuccess(result)
                let objects = JSONKeyOrder.objects(in: result.output)
                #expect(objects.first == ["source", "savedAt", "page", "next", "characters"], "\(result.summary)")
                let characters = objects.dropFirst()
                #expect(characters.count == 20)
                for keys in characters {
                    #expect(keys == ["id", "name", "status", "species", "type", "gender", "image", "origin", "location", "episodeCount"])
                }
            }
        }
    }
}
