import Foundation
import RickAndMortyStubAPI
import Testing

/// A port past 65535, from the API, a redirect or `--api-url`, killed every command
/// with SIGILL (exit 132) inside the HTTP stack. Such a URL is invalid data now.
@Suite struct HostileURLTests {
    @Test func characters_redirectedToAPortPast65535_saysInvalidDataInsteadOfCrashing() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.redirectToBadPort, scope: .characters)

            let result = try await harness.rmfeed("characters")

            try expectExit(1, result)
            #expect(result.errorOutput.contains("Invalid data received from server"), "\(result.summary)")
        }
    }

    @Test func image_redirectedToAPortPast65535_writesThePlaceholderInsteadOfCrashing() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            harness.server.faults.inject(.redirectToBadPort, scope: .avatars)

            let result = try await harness.rmfeed("image", "1", "--output", harness.file("rick.jpeg").path)

            try expectExit(2, result)
            #expect(FileManager.default.fileExists(atPath: harness.file("rick.jpeg").path), "the placeholder was written")
        }
    }

    @Test func sync_redirectedToAPortPast65535_failsWithAMessageInsteadOfCrashing() async throws {
        try await CLIHarness.with { harness in
            harness.server.faults.inject(.redirectToBadPort, scope: .characters)

            let result = try await harness.rmfeed("sync")

            try expectExit(1, result)
            #expect(result.errorOutput.contains("Invalid data received from server"), "\(result.summary)")
        }
    }

    @Test(arguments: ["http://[::1]:99999/api", "http://127.0.0.1:99999/api", "http://127.0.0.1:0/api"])
    func characters_withAnAPIURLWhosePortIsOutOfRange_isAUsageError(apiURL: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(["characters", "--api-url", apiURL, "--cache-dir", harness.cacheDirectory.path])

            try expectExit(64, result)
            #expect(result.errorOutput.contains(apiURL), "\(result.summary)")
        }
    }
}
