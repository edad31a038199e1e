import Foundation
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "The command-line tool", `rmfeed cache info|validate|clear`.
@Suite struct CacheCommandTests {
    @Test func cacheInfo_onAnEmptyCache_saysNeverSavedAndCountsNothing() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("cache", "info")

            try expectSuccess(result)
            let info = fields(result)
            #expect(info["File"] == harness.cacheFile.path)
            #expect(info["Saved"] == "never")
            #expect(info["Characters"] == "0")
            #expect(info["Episodes"] == "0")
            #expect(info["Locations"] == "0")
            #expect(info["Images"] == "0 (0 bytes)")
            #expect(info["Size"] != nil)
        }
    }

    @Test func cacheInfo_afterAPageAndAnImage_showsTheTimestampAgeAndCounts() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try expectSuccess(try await harness.rmfeed("image", "1", "--output", harness.file("1.jpeg").path))

            let result = try await harness.rmfeed("cache", "info")

            try expectSuccess(result)
            let info = fields(result)
            let saved = try #require(info["Saved"], "\(result.summary)")
            let age = saved.drop { $0 != "(" }.dropFirst().dropLast()
            #expect(endsWithRecentAge(String(age), after: ""), "\(saved)")
            #expect((try? Date(String(saved.prefix { $0 != " " }), strategy: .iso8601)) != nil, "\(saved)")
            #expect(info["Characters"]?.hasPrefix("20 (1 page, saved ") == true, "\(result.summary)")
            #expect(info["Images"]?.hasPrefix("1 (") == true, "\(String(describing: info["Images"]))")
            #expect(harness.server.stats.total == 2, "cache info asks the API nothing")
        }
    }

    @Test func cacheClear_emptiesCharactersAndImages() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try expectSuccess(try await harness.rmfeed("image", "1", "--output", harness.file("1.jpeg").path))

            let result = try await harness.rmfeed("cache", "clear")

            try expectSuccess(result)
            #expect(result.outputLines == ["Cache cleared: \(harness.cacheFile.path)"])
            let info = fields(try await harness.rmfeed("cache", "info"))
            #expect(info["Saved"] == "never")
            #expect(info["Characters"] == "0")
            #expect(info["Images"] == "0 (0 bytes)")
            await harness.goOffline()
            try expectExit(1, try await harness.rmfeed("characters"))
        }
    }

    @Test func cacheValidate_keepsACacheLessThanSevenDaysOld() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try await CacheFile.age(harness.cacheFile, by: 6 * .day)

            let result = try await harness.rmfeed("cache", "validate")

            try expectSuccess(result)
            #expect(count(fields(result)["Characters"]) == "20")
        }
    }

    @Test func cacheValidate_deletesACacheSevenDaysOld() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try await CacheFile.age(harness.cacheFile, by: 7 * .day)

            let result = try await harness.rmfeed("cache", "validate")

            try expectSuccess(result)
            #expect(fields(result)["Characters"] == "0")
            #expect(fields(result)["Saved"] == "never")
        }
    }

    /// docs/ARCHITECTURE.md, "The cache": a command validates the cache at start, offline even.
    @Test func anyCommand_atStart_deletesACacheSevenDaysOld() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try await CacheFile.age(harness.cacheFile, by: 7 * .day)
            await harness.goOffline()

            try expectExit(1, try await harness.rmfeed("characters", "--prefer", "cache"))
            let info = try await harness.rmfeed("cache", "info")

            try expectSuccess(info)
            #expect(fields(info)["Characters"] == "0", "\(info.summary)")
        }
    }

    @Test func anyCommand_atStart_keepsACacheLessThanSevenDaysOld() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            try await CacheFile.age(harness.cacheFile, by: 6 * .day)
            await harness.goOffline()

            try expectSuccess(try await harness.rmfeed("characters", "--prefer", "cache"))
            let info = try await harness.rmfeed("cache", "info")

            #expect(count(fields(info)["Characters"]) == "20", "\(info.summary)")
        }
    }

    @Test func cacheValidate_replacesAnUnreadableCacheFile() async throws {
        try await CLIHarness.with { harness in
            try FileManager.default.createDirectory(at: harness.cacheDirectory, withIntermediateDirectories: true)
            try Data(String(repeating: "not a database ", count: 400).utf8).write(to: harness.cacheFile)

            let result = try await harness.rmfeed("cache", "validate")

            try expectSuccess(result)
            #expect(fields(result)["Characters"] == "0")
            try expectSuccess(try await harness.rmfeed("characters"))
            #expect(count(fields(try await harness.rmfeed("cache", "info"))["Characters"]) == "20")
        }
    }

    /// The count a resource's line starts with: `20` of `20 (1 page, saved …)`.
    private func count(_ value: String?) -> String? {
        value.map { String($0.prefix { $0 != " " }) }
    }

    /// `Name: value` lines of `cache info`, by name.
    private func fields(_ result: CommandResult) -> [String: String] {
        var fields: [String: String] = [:]
        for line in result.outputLines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }
}

/// File errors are said in words, not as Foundation's "Error Domain=NSCocoaErrorDomain Code=512
/// (null)".
@Suite struct CacheFileErrorTextTests {
    @Test func cacheClear_withTheCacheFolderUnderAFile_saysNotADirectoryInWords() async throws {
        try await CLIHarness.with { harness in
            let file = harness.file("a-file")
            try Data("not a folder".utf8).write(to: file)

            let result = try await harness.run(["cache", "clear", "--cache-dir", file.appendingPathComponent("cache").path])

            try expectExit(1, result)
            #expect(result.errorOutput.contains("not a directory"), "\(result.summary)")
            #expect(!result.errorOutput.contains("Domain="), "\(result.summary)")
        }
    }
}
