import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct CharacterFilterTests {
    @Test func name_matchesCaseInsensitiveSubstring() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character?name=RICK%20sAnChEz")
            #expect(page.results.map(\.name) == ["Rick Sanchez"])
            let plus = try await client.page("/api/character?name=morty+smith")
            #expect(plus.results.map(\.id) == [2])
        }
    }

    @Test func species_human_alsoMatchesHumanoid() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let all = try await allResults(client, "species=human")
            let species = Set(all.map(\.species))
            #expect(species == ["Human", "Humanoid"])
            let humanoids = try await allResults(client, "species=humanoid")
            #expect(Set(humanoids.map(\.species)) == ["Humanoid"])
        }
    }

    @Test func gender_male_matchesOnlyAtTheStart() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let males = try await allResults(client, "gender=male")
            #expect(!males.isEmpty)
            #expect(Set(males.map(\.gender)) == ["Male"])
            let females = try await allResults(client, "gender=FEMALE")
            #expect(Set(females.map(\.gender)) == ["Female"])
        }
    }

    @Test(arguments: ["alive": "Alive", "dead": "Dead", "unknown": "unknown"])
    func status_filtersByStatus(value: String, expected: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let results = try await allResults(client, "status=\(value)")
            #expect(!results.isEmpty)
            #expect(Set(results.map(\.status)) == [expected])
        }
    }

    @Test func type_matchesSubstring() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let results = try await allResults(client, "type=clon")
            #expect(!results.isEmpty)
            #expect(results.allSatisfy { $0.type.lowercased().contains("clon") })
        }
    }

    @Test func filters_combineWithAnd() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let results = try await allResults(client, "status=dead&species=alien&gender=female")
            #expect(!results.isEmpty)
            #expect(results.allSatisfy { $0.status == "Dead" && $0.species.contains("Alien") && $0.gender == "Female" })
            let dead = try await allResults(client, "status=dead")
            #expect(results.count < dead.count)
        }
    }

    @Test func unknownKeys_areIgnored() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character?page=2&colour=green&foo=")
            #expect(page.info.count == 826)
            #expect(page.results.first?.id == 21)
            #expect(page.info.next == "\(testBaseURL)/character?page=3")
        }
    }

    @Test func nextAndPrev_keepTheRequestFilters() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let page = try await client.page("/api/character?page=2&gender=male&name=a")
            #expect(page.info.next == "\(testBaseURL)/character?page=3&name=a&gender=male")
            #expect(page.info.prev == "\(testBaseURL)/character?page=1&name=a&gender=male")
            let followed = try await client.page(path(of: page.info.next ?? ""))
            #expect(followed.info.count == page.info.count)
        }
    }

    @Test func filter_withNoMatchDeliversNothingHere404() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("/api/character?name=zzzz-nobody")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    /// Every page of a filtered query, following `next` (bounded).
    private func allResults(_ client: some TestClientProtocol, _ query: String) async throws -> [CharacterPayload] {
        var results: [CharacterPayload] = []
        var next: String? = "\(testBaseURL)/character?\(query)"
        var visited = 0
        while let url = next, visited < 50 {
            let page = try await client.page(path(of: url))
            results += page.results
            #expect(page.info.count >= results.count)
            next = page.info.next
            visited += 1
        }
        return results
    }
}
