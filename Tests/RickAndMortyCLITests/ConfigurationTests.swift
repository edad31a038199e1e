import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "The command-line tool": `--api-url`/`--cache-dir`, else
/// `RMFEED_API_URL`/`RMFEED_CACHE_DIR`, else the defaults (`$XDG_CACHE_HOME/rmfeed` for the cache).
@Suite struct ConfigurationTests {
    @Test func characters_withoutFlags_usesTheAPIAndCacheFolderOfTheEnvironment() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(["characters", "--format", "json"], environment: [
                "RMFEED_API_URL": harness.server.baseURL,
                "RMFEED_CACHE_DIR": harness.cacheDirectory.path,
            ])

            try expectSuccess(result)
            #expect(try CharactersOutput(result).source == "remote")
            #expect(harness.server.stats.count(.characterPage) == 1)
            #expect(FileManager.default.fileExists(atPath: harness.cacheFile.path), "the cache is in RMFEED_CACHE_DIR")
            #expect(!FileManager.default.fileExists(atPath: harness.defaultCacheHome.path), "nothing in the default folder")
        }
    }

    @Test func characters_withFlagsAndEnvironment_usesTheFlags() async throws {
        try await CLIHarness.with { harness in
            let environmentCache = harness.file("environment-cache")
            let result = try await harness.run(["characters", "--format", "json"] + harness.configurationFlags, environment: [
                "RMFEED_API_URL": "http://127.0.0.1:1/api", // nothing listens on port 1
                "RMFEED_CACHE_DIR": environmentCache.path,
            ])

            try expectSuccess(result)
            #expect(try CharactersOutput(result).source == "remote")
            #expect(harness.server.stats.count(.characterPage) == 1, "the API of --api-url was asked")
            #expect(FileManager.default.fileExists(atPath: harness.cacheFile.path), "the cache is in --cache-dir")
            #expect(!FileManager.default.fileExists(atPath: environmentCache.path), "nothing in RMFEED_CACHE_DIR")
        }
    }

    @Test func characters_withoutCacheFolderFlagOrVariable_keepsTheCacheInXDGCacheHome() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.run(["characters", "--api-url", harness.server.baseURL])

            try expectSuccess(result)
            let defaultFile = harness.defaultCacheHome.appendingPathComponent("rmfeed/rmfeed.sqlite")
            #expect(FileManager.default.fileExists(atPath: defaultFile.path), "\(defaultFile.path)")
        }
    }
}
