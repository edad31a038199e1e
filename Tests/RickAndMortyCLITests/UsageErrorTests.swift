import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "The command-line tool": usage errors exit 64, say what is wrong on stderr, and
/// neither call the API nor touch the cache.
@Suite struct UsageErrorTests {
    static let usageErrors: [[String]] = [
        ["characters", "--page", "0"],
        ["characters", "--page", "two"],
        ["characters", "--no-such-option"],
        ["characters", "--format", "xml"],
        ["characters", "--prefer", "sometimes"],
        ["image", "1"],
        ["image", "0", "--output", "-"],
        ["no-such-command"],
        ["characters", "--log-level", "loud"],
        ["episodes", "--page", "0"],
        ["episodes", "--format", "xml"],
        ["locations", "--page", "-1"],
        ["locations", "--prefer", "sometimes"],
        ["character", "0"],
        ["character", "rick"],
        ["episode"],
        ["episode", "1", "2"],
        ["location", "-3"],
        ["location", "1", "--format", "yaml"],
        ["characters", "--episode", "0"],
        ["characters", "--episode", ""],
        ["characters", "--location", "abc"],
        ["characters", "--episode", "S01E01", "--location", "1"],
        ["characters", "--episode", "S01E01", "--page", "2"],
        ["characters", "--location", "1", "--name", "rick"],
    ]

    @Test(arguments: usageErrors)
    func usageError_exitsWith64AndTouchesNothing(arguments: [String]) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(arguments)

            try expectExit(64, result)
            #expect(result.errorOutput.contains("Error:"), "\(result.summary)")
            #expect(result.output == "")
            #expect(harness.server.stats.total == 0)
            #expect(!FileManager.default.fileExists(atPath: harness.cacheFile.path))
        }
    }

    @Test func characters_withAnAPIURLThatIsNotHTTP_isAUsageError() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(["characters", "--api-url", "ftp://example.com/api", "--cache-dir", harness.cacheDirectory.path])

            try expectExit(64, result)
            #expect(result.errorOutput.contains("ftp://example.com/api"), "\(result.summary)")
        }
    }
}
