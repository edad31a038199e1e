import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

@Suite struct RemoteCharactersEndToEndTests {
    @Test func load_reachesAll826CharactersIn42PagesByFollowingNext() async throws {
        try await EndToEndHarness.with { harness in
            var ids: [Int] = []
            var pagesSeen = 0
            var next: Int? = 1
            while let page = next, pagesSeen < 50 {
                let loaded = try await harness.characters.load(CharactersQuery(page: page))
                #expect(loaded.totalPages == 42)
                #expect(loaded.characters.count == (page == 42 ? 6 : 20), "page \(page)")
                ids += loaded.characters.map(\.id)
                pagesSeen += 1
                next = loaded.nextPage
            }
            #expect(pagesSeen == 42)
            #expect(ids == Array(1...826))
        }
    }

    @Test func load_deliversFirstCharactersWithEveryFieldMapped() async throws {
        try await EndToEndHarness.with { harness in
            let rick = try #require(try await harness.characters.load(CharactersQuery()).characters.first)

            #expect(rick.id == 1)
            #expect(rick.name == "Rick Sanchez")
            #expect(rick.status == "Alive")
            #expect(rick.species == "Human")
            #expect(rick.gender == "Male")
            #expect(!rick.origin.isEmpty && !rick.location.isEmpty)
            #expect(rick.episodeCount >= 1)
            #expect(rick.image == (try harness.avatarURL(id: 1)))
        }
    }

    @Test(arguments: [
        CharacterFilters(name: "rick"), CharacterFilters(status: "dead"), CharacterFilters(species: "human"),
        CharacterFilters(type: "parasite"), CharacterFilters(gender: "female"), CharacterFilters(name: "MORTY", status: "ALIVE"),
    ])
    func load_deliversOnlyCharactersMatchingEachFilter(_ filters: CharacterFilters) async throws {
        try await EndToEndHarness.with { harness in
            let page = try await harness.characters.load(CharactersQuery(filters: filters))

            #expect(!page.characters.isEmpty, "the stand-in's data should match \(filters)")
            for character in page.characters {
                if let name = filters.name { #expect(character.name.localizedCaseInsensitiveContains(name)) }
                if let status = filters.status { #expect(character.status.caseInsensitiveCompare(status) == .orderedSame) }
                if let species = filters.species { #expect(character.species.localizedCaseInsensitiveContains(species)) }
                if let type = filters.type { #expect(character.type.localizedCaseInsensitiveContains(type)) }
                if let gender = filters.gender { #expect(character.gender.caseInsensitiveCompare(gender) == .orderedSame) }
            }
        }
    }

    @Test func load_followsNextThroughFilteredPagesKeepingTheFilter() async throws {
        try await EndToEndHarness.with { harness in
            let filters = CharacterFilters(species: "human")
            let first = try await harness.characters.load(CharactersQuery(filters: filters))
            let nextPage = try #require(first.nextPage)

            let second = try await harness.characters.load(CharactersQuery(page: nextPage, filters: filters))

            #expect(second.characters.allSatisfy { $0.species.localizedCaseInsensitiveContains("human") })
            #expect(Set(first.characters.map(\.id)).isDisjoint(with: second.characters.map(\.id)))
        }
    }

    @Test func load_deliversNoCharactersNotAnErrorForFilterWithNoMatch() async throws {
        try await EndToEndHarness.with { harness in
            let page = try await harness.characters.load(CharactersQuery(filters: CharacterFilters(name: "zzz-no-such-character")))

            #expect(page == .empty)
        }
    }

    @Test func load_deliversNoCharactersForPagePastTheEnd() async throws {
        try await EndToEndHarness.with { harness in
            let page = try await harness.characters.load(CharactersQuery(page: 43))
            #expect(page == .empty)
        }
    }

    @Test func load_sendsNamesWithReservedCharactersAsTyped() async throws {
        try await EndToEndHarness.with { harness in
            // "+" must reach the server as a plus, not a space, or "a+b" would match "a b".
            let page = try await harness.characters.load(CharactersQuery(filters: CharacterFilters(name: "Rick & Morty+?")))

            #expect(page == .empty)
        }
    }
}
