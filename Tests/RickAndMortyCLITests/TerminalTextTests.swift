import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing

/// What `rmfeed characters` prints is safe for a terminal: text from the API cannot
/// reorder or hide what the table shows.
@Suite struct TerminalTextTests {
    /// U+202E shows "Rick gpj.exe" as "Rick exe.jpg"; zero-width characters hide text and shift
    /// the columns. They are dropped, and separators become spaces as control characters do.
    @Test func characters_table_dropsBidiOverridesAndZeroWidthCharactersFromTheAPI() async throws {
        try await CLIHarness.with { harness in
            let hostile = "Rick\u{202E}gpj.exe\u{200B}\u{200F}\u{2066}\u{2069}\u{2060}\u{FEFF}\u{202A}X\u{2028}Y"
            try await cachePage(harness, names: [hostile, "Morty\u{061C}\u{200D}Smith"])

            let result = try await harness.rmfeed("characters", "--prefer", "cache")

            try expectSuccess(result)
            let invisible: [ClosedRange<UInt32>] = [0x061C...0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF...0xFEFF]
            let found = result.output.unicodeScalars.filter { scalar in invisible.contains { $0.contains(scalar.value) } }
            #expect(found.isEmpty, "printed \(found.map { String($0.value, radix: 16) }) in\n\(result.summary)")
            #expect(result.outputLines.contains { $0.contains("Rickgpj.exeX Y") }, "\(result.summary)")
            #expect(result.outputLines.contains { $0.contains("MortySmith") }, "\(result.summary)")
        }
    }

    /// Writes one page of characters with these names straight into the cache file, as if the
    /// API had sent them.
    private func cachePage(_ harness: CLIHarness, names: [String]) async throws {
        try FileManager.default.createDirectory(at: harness.cacheDirectory, withIntermediateDirectories: true)
        let characters = names.enumerated().map { index, name in
            LocalFeedCharacter(
                id: index + 1, name: name, status: "Alive", species: "Human", type: "", gender: "Male",
                origin: "Earth", location: "Earth", image: nil, episodeCount: 1
            )
        }
        let page = LocalCharactersPage(number: 1, characters: characters, nextPage: nil, totalPages: 1, savedAt: Date())
        try await SQLiteFeedStore(fileURL: harness.cacheFile).characters.insert(page)
    }
}
