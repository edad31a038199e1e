import Foundation
import RickAndMortyFeed
import RickAndMortyFeedGraphQL
import Testing
import TestSupport

/// An answer holds at most the endpoint's budget of characters, episodes and locations, counted
/// at every level as the answer is made; past it the query is refused whole, with one error and
/// no data, so nested lists cannot multiply into a runaway.
@Suite(.trackingMemoryLeaks)
struct GraphQLAnswerBudgetTests {
    /// Three episodes whose cast is the same three characters, each in all three episodes: the
    /// query below makes 3 episodes, 9 characters and 27 episodes, 39 objects.
    private static let nested = "{ episodesByIds(ids: [1, 2, 3]) { id characters { id episode { id } } } }"
    private static let nestedObjects = 39

    @Test func answer_withinItsBudget_isGivenWhole() async throws {
        let answer = try await Self.endpoint(maxObjects: Self.nestedObjects).answer(.init(query: Self.nested), apiBase: "")
        let json = try Self.json(answer)
        #expect(answer.status == 200)
        #expect(json["errors"] == nil)
        let episodes = try #require((json["data"] as? [String: Any])?["episodesByIds"] as? [[String: Any]])
        let episodesOfCharacters = episodes.flatMap { ($0["characters"] as? [[String: Any]]) ?? [] }.flatMap { ($0["episode"] as? [Any]) ?? [] }
        #expect(episodes.count == 3 && episodesOfCharacters.count == 27)
    }

    @Test func answer_pastItsBudget_isRefusedWithOneErrorAndNoData() async throws {
        let answer = try await Self.endpoint(maxObjects: Self.nestedObjects - 1).answer(.init(query: Self.nested), apiBase: "")
        let json = try Self.json(answer)
        #expect(answer.status == 400)
        #expect(json["data"] == nil)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect((errors.first?["message"] as? String)?.contains("more than \(Self.nestedObjects - 1)") == true)
        #expect((errors.first?["extensions"] as? [String: Any])?["code"] as? String == "GRAPHQL_VALIDATION_FAILED")
    }

    @Test func budget_isEachAnswersOwn() async throws {
        let endpoint = try Self.endpoint(maxObjects: Self.nestedObjects)
        for _ in 1...3 {
            #expect(await endpoint.answer(.init(query: Self.nested), apiBase: "").status == 200)
        }
    }

    @Test func defaultBudget_holdsATypicalAppsQuery_andRefusesAFanOutOfNestedCasts() async throws {
        let endpoint = try GraphQLEndpoint(source: Self.source(cast: 60))
        let typical = "{ characters(page: 1) { results { name origin { name } episode { name episode } } } }"
        #expect(await endpoint.answer(.init(query: typical), apiBase: "").status == 200)
        // 3 episodes × 60 characters × 3 episodes × 60 characters: 32,400 characters at the last level.
        let fanOut = "{ episodesByIds(ids: [1, 2, 3]) { characters { episode { characters { id } } } } }"
        #expect(await endpoint.answer(.init(query: fanOut), apiBase: "").status == 400)
    }

    private static func endpoint(maxObjects: Int) throws -> GraphQLEndpoint {
        try GraphQLEndpoint(source: source(cast: 3), maxObjects: maxObjects)
    }

    /// Three episodes whose cast is characters 1 to `cast`, each in all three episodes.
    private static func source(cast: Int) -> GraphQLFeedSource {
        let episodes = (1...3).map { FeedEpisode(id: $0, name: "Episode \($0)", airDate: "", code: "S01E0\($0)", characterIDs: Array(1...cast)) }
        let characters = (1...cast).map { id in
            FeedCharacter(
                id: id, name: "Character \(id)", status: "Alive", species: "Human", type: "", gender: "Male",
                origin: "unknown", location: "unknown", image: nil, episodeCount: 3, episodeIDs: [1, 2, 3]
            )
        }
        return GraphQLFeedSource(
            characters: Self.resource(characters), episodes: Self.resource(episodes),
            locations: Self.resource([FeedLocation]())
        )
    }

    private static func resource<Item, Filters>(_ items: [Item]) -> GraphQLResourceSource<Item, Filters> {
        GraphQLResourceSource(
            page: { query in
                let slice = Array(items.dropFirst((query.page - 1) * 20).prefix(20))
                return ResourcePage(items: slice, nextPage: nil, totalPages: max(1, (items.count + 19) / 20), totalCount: items.count)
            },
            items: { ids in items.filter { ids.contains($0.id) } }
        )
    }

    private static func json(_ answer: GraphQLEndpoint.Answer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
    }
}
