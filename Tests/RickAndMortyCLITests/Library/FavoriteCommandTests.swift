import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

/// docs/USAGE.md, "Your library": `rmfeed favorite`, `unfavorite` and `favorites`.
@Suite struct FavoriteCommandTests {
    @Test func favorite_addsTheCharacterAndSaysItsName() async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("favorite", "1")

            try expectSuccess(result)
            #expect(result.outputLines == ["Added to favourites: Rick Sanchez (#1)"])
            #expect(try await harness.libraryEntries(.favoriteCharacter).map(\.id) == [1])
        }
    }

    @Test func favorite_twice_changesNothingAndKeepsWhenItWasFirstAdded() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.library("favorite", "2"))
            let first = try await harness.libraryEntries(.favoriteCharacter)

            let again = try await harness.library("favorite", "2", "--format", "json")

            try expectSuccess(again)
            #expect(again.output == #"{"id":2,"name":"Morty Smith","favorite":true,"changed":false}"# + "\n")
            #expect(try await harness.libraryEntries(.favoriteCharacter) == first)
        }
    }

    @Test(arguments: [("en_US.UTF-8", "Not found"), ("es_ES.UTF-8", "No encontrado"), ("pt_BR.UTF-8", "Não encontrado")])
    func favorite_ofAnIDTheAPIDoesNotKnow_exitsOneWithTheLocalizedNotFoundAndSavesNothing(locale: String, message: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("favorite", "9999", environment: ["LANG": locale])

            try expectExit(1, result)
            #expect(result.errorLines == [message])
            #expect(result.output.isEmpty)
            #expect(try await harness.libraryEntries(.favoriteCharacter) == [])
        }
    }

    @Test(arguments: ["0", "-3", "abc", "1.5"])
    func favorite_ofSomethingThatIsNotAnID_isAUsageError(argument: String) async throws {
        try await CLIHarness.with { harness in
            let result = try await harness.library("favorite", argument)

            try expectExit(64, result)
            #expect(harness.server.stats.total == 0)
            #expect(!FileManager.default.fileExists(atPath: harness.libraryFile.path))
        }
    }

    @Test func favorite_offlineWithNothingCached_saysItCouldNotConnectAndSavesNothing() async throws {
        try await CLIHarness.with { harness in
            await harness.goOffline()

            let result = try await harness.library("favorite", "1")

            try expectExit(1, result)
            #expect(result.errorLines == ["Couldn't connect to server"])
            #expect(try await harness.libraryEntries(.favoriteCharacter) == [])
        }
    }

    @Test func favorite_offline_ofACachedCharacter_works() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.rmfeed("characters"))
            await harness.goOffline()

            let result = try await harness.library("favorite", "4")

            try expectSuccess(result)
            #expect(result.outputLines == ["Added to favourites: Beth Smith (#4)"])
        }
    }

    @Test func unfavorite_takesTheCharacterOutOffline_andTwiceChangesNothing() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.library("favorite", "1"))
            try expectSuccess(try await harness.library("favorite", "2"))
            await harness.goOffline()

            let first = try await harness.library("unfavorite", "1")
            let second = try await harness.library("unfavorite", "1", "--format", "json")

            try expectSuccess(first)
            #expect(first.outputLines == ["Removed from favourites: #1"])
            try expectSuccess(second)
            #expect(second.output == #"{"id":1,"name":null,"favorite":false,"changed":false}"# + "\n")
            #expect(try await harness.libraryEntries(.favoriteCharacter).map(\.id) == [2])
        }
    }

    @Test func favorites_listsNamesTheEarliestAddedFirst() async throws {
        try await CLIHarness.with { harness in
            for id in ["4", "1", "2"] { try expectSuccess(try await harness.library("favorite", id)) }
            let entries = try await harness.libraryEntries(.favoriteCharacter)

            let table = try await harness.library("favorites")
            let json = try await harness.library("favorites", "--format", "json")

            try expectSuccess(table)
            #expect(table.outputLines.map(columns) == [["ID", "NAME", "ADDED"]] + zip(entries, ["Beth Smith", "Rick Sanchez", "Morty Smith"]).map {
                [String($0.id), $1, $0.addedAt.formatted(.iso8601)]
            })
            try expectSuccess(json)
            let objects = entries.map { #"{"id":\#($0.id),"name":"\#(name(of: $0.id))","addedAt":"\#($0.addedAt.formatted(.iso8601))"}"# }
            #expect(json.output == #"{"favorites":["# + objects.joined(separator: ",") + "]}\n")
        }
    }

    @Test func favorites_namesManyFavouritesWithOneRequest() async throws {
        try await CLIHarness.with { harness in
            for id in 1...5 { try expectSuccess(try await harness.library("favorite", String(id))) }
            try expectSuccess(try await harness.rmfeed("cache", "clear"))
            let before = harness.server.stats.total

            let result = try await harness.library("favorites", "--format", "json")

            try expectSuccess(result)
            #expect(harness.server.stats.total - before == 1, "the API's many-ids form, once")
            #expect(!result.output.contains("null"), "\(result.summary)")
        }
    }

    @Test func favorites_offlineWithNothingCached_listsTheIDsWithoutNamesAndSaysWhy() async throws {
        try await CLIHarness.with { harness in
            try expectSuccess(try await harness.library("favorite", "1"))
            try expectSuccess(try await harness.rmfeed("cache", "clear"))
            await harness.goOffline()

            let result = try await harness.library("favorites", "--format", "json")

            try expectSuccess(result)
            #expect(result.output.hasPrefix(#"{"favorites":[{"id":1,"name":null,"addedAt":"#), "\(result.summary)")
            #expect(result.errorLines == ["Some names could not be loaded: Couldn't connect to server"])
        }
    }

    @Test func favorites_ofAnEmptyLibrary_saysHowToAddOne() async throws {
        try await CLIHarness.with { harness in
            let table = try await harness.library("favorites")
            let json = try await harness.library("favorites", "--format", "json")

            try expectSuccess(table)
            #expect(table.outputLines == ["No favourites yet: `rmfeed favorite ID` adds one."])
            #expect(json.output == #"{"favorites":[]}"# + "\n")
            #expect(!FileManager.default.fileExists(atPath: harness.libraryFile.path), "looking creates nothing")
        }
    }

    private func name(of id: Int) -> String {
        [1: "Rick Sanchez", 2: "Morty Smith", 4: "Beth Smith"][id] ?? ""
    }
}
