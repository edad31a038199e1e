import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing
import TestSupport

/// docs/ARCHITECTURE.md, "The personal library": the library is user data, and nothing in the
/// cache's life touches it. Each test fills a library, puts the cache through one operation and
/// finds the library file byte for byte as it was, and listed the same. The data folder is the
/// cache folder itself in the `sharingTheCacheFolder` cases, the closest they can be.
@Suite struct LibrarySurvivalTests {
    @Test(arguments: [false, true])
    func cacheClear_leavesTheLibraryAsItWas(sharingTheCacheFolder: Bool) async throws {
        try await withFilledLibrary(sharingTheCacheFolder: sharingTheCacheFolder) { harness in
            try expectSuccess(try await harness.rmfeed("cache", "clear"))
        }
    }

    @Test(arguments: [false, true])
    func cacheValidate_ofAnExpiredCache_leavesTheLibraryAsItWas(sharingTheCacheFolder: Bool) async throws {
        try await withFilledLibrary(sharingTheCacheFolder: sharingTheCacheFolder) { harness in
            try await CacheFile.age(harness.cacheFile, by: 8 * .day)
            let result = try await harness.rmfeed("cache", "validate")
            try expectSuccess(result)
            #expect(result.output.contains("Characters: 0"), "the cache did expire\n\(result.summary)")
        }
    }

    @Test func expiryAtTheStartOfAnyCommand_leavesTheLibraryAsItWas() async throws {
        try await withFilledLibrary(sharingTheCacheFolder: false) { harness in
            try await CacheFile.age(harness.cacheFile, by: 8 * .day)
            await harness.goOffline()
            try expectExit(1, try await harness.rmfeed("characters", "--prefer", "cache"))
        }
    }

    @Test(arguments: [false, true])
    func aCorruptCacheFile_replacedByValidation_leavesTheLibraryAsItWas(sharingTheCacheFolder: Bool) async throws {
        try await withFilledLibrary(sharingTheCacheFolder: sharingTheCacheFolder) { harness in
            try Data(String(repeating: "not a database ", count: 400).utf8).write(to: harness.cacheFile)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: harness.cacheFile.path + suffix) }
            try expectSuccess(try await harness.rmfeed("cache", "validate"))
            try expectSuccess(try await harness.rmfeed("characters"))
        }
    }

    @Test func aSyncKilledMidSave_leavesTheLibraryAsItWas() async throws {
        try await withFilledLibrary(sharingTheCacheFolder: false) { harness in
            harness.server.faults.inject(.slow, scope: .avatars, delayMs: 50)
            let sync = try harness.startRMFeed("sync", "--images")
            let imagesStarted = await eventually(timeout: .seconds(120 * Sanitizer.slowdown)) { harness.server.stats.count(.avatar) >= 8 }
            sync.send(SIGKILL)
            let killed = await sync.finish()
            #expect(imagesStarted && killed.wasSignalled, "\(killed.summary)")
            harness.server.faults.clear()
        }
    }

    /// Favourites 1 and 2 and episode 1 watched, then `operation`; then the library file must
    /// hold the same bytes and `rmfeed export` must list the same entries.
    private func withFilledLibrary(sharingTheCacheFolder: Bool, _ operation: (CLIHarness) async throws -> Void) async throws {
        try await CLIHarness.with { harness in
            let dataDirectory = sharingTheCacheFolder ? harness.cacheDirectory : harness.dataDirectory
            func library(_ arguments: String...) async throws -> CommandResult {
                try await harness.startRMFeed(arguments + ["--data-dir", dataDirectory.path], environment: [:]).finish()
            }
            try expectSuccess(try await harness.rmfeed("characters"))
            for id in ["1", "2"] { try expectSuccess(try await library("favorite", id)) }
            try expectSuccess(try await library("watched", "1"))
            let export = try await library("export")
            let libraryFile = dataDirectory.appendingPathComponent("library.sqlite")
            let bytes = Self.bytes(of: libraryFile)

            try await operation(harness)

            #expect(Self.bytes(of: libraryFile) == bytes, "the library file (and any WAL) is byte for byte as it was")
            let after = try await library("export")
            try expectSuccess(after)
            #expect(Self.entries(after) == Self.entries(export), "\(after.summary)")
            #expect(Self.entries(after).count == 3)
        }
    }

    /// The file and its WAL companions, as they are on disk.
    private static func bytes(of file: URL) -> [Data?] {
        ["", "-wal", "-shm"].map { try? Data(contentsOf: URL(fileURLWithPath: file.path + $0)) }
    }

    /// The ids and dates of an export, without the names (offline, a name may be missing).
    private static func entries(_ result: CommandResult) -> [String] {
        let object = (try? JSONSerialization.jsonObject(with: result.standardOutput)) as? [String: Any]
        return ["favorites", "watched"].flatMap { list in
            ((object?[list] as? [[String: Any]]) ?? []).map { "\(list) \($0["id"] ?? "") \($0["addedAt"] ?? "")" }
        }
    }
}
