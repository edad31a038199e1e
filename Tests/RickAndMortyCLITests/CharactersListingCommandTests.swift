import Foundation
import Testing

/// `rmfeed characters --sort id|name|episodes` and `--origin ID`: answered from the whole feed
/// in a valid cache (after `rmfeed sync`), online or offline; without it, an error that says to
/// sync (exit 1), never a listing that silently lacks characters.
@Suite struct CharactersListingCommandTests {
    @Test func sortByName_afterASync_isTheFeedInNameOrderIgnoringCaseAndAccents() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))

            let result = try await harness.rmfeed("characters", "--sort", "name", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            let names = json.list("characters").compactMap { $0["name"] as? String }
            #expect(json.source == "cache")
            #expect(json.object["next"] as? Int == 2)
            #expect(names.count == 20)
            #expect(zip(names, names.dropFirst()).allSatisfy { Self.inNameOrder($0, $1) }, "\(names)")
            let next = try JSONOutput(try await harness.rmfeed("characters", "--sort", "name", "--page", "2", "--format", "json"))
            let nextNames = next.list("characters").compactMap { $0["name"] as? String }
            #expect(Set(next.ids("characters")).isDisjoint(with: json.ids("characters")))
            #expect(zip(names.suffix(1) + nextNames, nextNames).allSatisfy { Self.inNameOrder($0, $1) }, "\(nextNames)")
        }
    }

    @Test func sortByEpisodes_offlineAfterASync_isMostEpisodesFirstTiesByID_withTheFilters() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))
            await harness.goOffline()

            let result = try await harness.rmfeed("characters", "--sort", "episodes", "--status", "alive", "--format", "json")

            try expectSuccess(result)
            let characters = try JSONOutput(result).list("characters")
            let keys: [(episodes: Int, id: Int)] = characters.compactMap { character in
                guard let count = character["episodeCount"] as? Int, let id = character["id"] as? Int else { return nil }
                return (count, id)
            }
            #expect(keys.count == 20)
            let inOrder = zip(keys, keys.dropFirst()).allSatisfy { first, second in
                first.episodes != second.episodes ? first.episodes > second.episodes : first.id < second.id
            }
            #expect(inOrder, "\(keys)")
            #expect(characters.allSatisfy { ($0["status"] as? String)?.lowercased() == "alive" })
        }
    }

    @Test func sortAsATable_afterASync_saysTheCharactersComeFromTheCache() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))

            let result = try await harness.rmfeed("characters", "--sort", "name")

            try expectSuccess(result)
            #expect(columns(result.outputLines[0]) == ["ID", "NAME", "STATUS", "SPECIES", "GENDER"])
            #expect(result.outputLines.count == 23, "a header, 20 rows, a blank line, the source\n\(result.summary)")
            #expect(result.outputLines.last?.hasPrefix("Characters saved ") == true, "\(result.summary)")
        }
    }

    @Test func origin_afterASync_isEveryCharacterFromThatLocation() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))
            let location = try JSONOutput(try await harness.rmfeed("location", "1", "--format", "json"))
            let name = try #require(location.object["name"] as? String)

            let result = try await harness.rmfeed("characters", "--origin", "1", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            let ids = json.ids("characters")
            #expect(!ids.isEmpty)
            #expect(ids == ids.sorted())
            #expect(json.list("characters").allSatisfy { $0["origin"] as? String == name })
            #expect(json.object["next"] is NSNull)
        }
    }

    @Test(arguments: [["--sort", "name"], ["--sort", "episodes"], ["--origin", "1"], ["--origin", "1", "--sort", "name"]])
    func listing_withoutAWholeCache_saysToSyncAndExits1(arguments: [String]) async throws {
        try await CLIHarness.with { harness in
            let never = try await harness.rmfeed(["characters"] + arguments)
            try expectExit(1, never)
            #expect(never.errorOutput.contains("rmfeed sync"), "\(never.summary)")
            #expect(never.output.isEmpty)

            try expectSuccess(try await harness.rmfeed("characters", "--page", "2"))
            let partial = try await harness.rmfeed(["characters"] + arguments)
            try expectExit(1, partial)
            #expect(partial.errorOutput.contains("rmfeed sync"), "only page 2 is cached\n\(partial.summary)")
        }
    }

    @Test func listing_afterTheSyncExpired_saysToSyncAndExits1() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("sync"))
            try await CacheFile.age(harness.cacheFile, by: 8 * .day, pages: [3])
            await harness.goOffline()

            let result = try await harness.rmfeed("characters", "--sort", "name")

            try expectExit(1, result)
            #expect(result.errorOutput.contains("rmfeed sync"), "\(result.summary)")
        }
    }

    @Test func sortID_isTheAPIsPage_andNeedsNoSync() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed("characters", "--sort", "id", "--format", "json")

            try expectSuccess(result)
            let json = try JSONOutput(result)
            #expect(json.source == "remote")
            #expect(json.ids("characters") == Array(1...20))
        }
    }

    @Test func sortedCastOfAnEpisode_withoutASync_isTheWholeCastMostEpisodesFirst() async throws {
        try await CLIHarness.with { harness in
            let cast = try JSONOutput(try await harness.rmfeed("characters", "--episode", "1", "--format", "json"))

            let result = try await harness.rmfeed("characters", "--episode", "1", "--sort", "episodes", "--format", "json")

            try expectSuccess(result)
            let sorted = try JSONOutput(result)
            #expect(Set(sorted.ids("characters")) == Set(cast.ids("characters")))
            let counts = sorted.list("characters").compactMap { $0["episodeCount"] as? Int }
            #expect(counts == counts.sorted(by: >))
            #expect(counts.count == cast.ids("characters").count)
        }
    }

    @Test(arguments: [
        ["--origin", "1", "--location", "3"], ["--origin", "1", "--episode", "1"], ["--origin", "0"],
        ["--origin", "1", "--name", "rick"], ["--sort", "size"],
    ])
    func badListingArguments_areUsageErrors(arguments: [String]) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.rmfeed(["characters"] + arguments)

            try expectExit(64, result)
            #expect(result.output.isEmpty)
        }
    }

    private static func inNameOrder(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: Locale.current) != .orderedDescending
    }
}
