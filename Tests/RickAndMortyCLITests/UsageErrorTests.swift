import Foundation
import RickAndMortyStubAPI
import Testing

/// README.md, "The command-line tool": usage errors exit 64, say what is wrong on stderr, and
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
