import Foundation
import RickAndMortyFeedGraphQL
import Testing
import TestSupport

/// The API's resolver semantics (docs/API.md, "GraphQL"), each as its own behaviour.
// One test at a time: each starts a stand-in and a mirror, and all of them at once, beside the
// target's other suites, starve their connection timeouts on two cores.
@Suite(.trackingMemoryLeaks, .serialized)
struct GraphQLSemanticsTests {
    @Test func filterWithNoMatch_andPagePastTheEnd_areEmptyResultsWithANullInfo() async throws {
        try await MirrorHarness.with { mirror async throws in
            let data = try await mirror.graphQL("""
            { none: characters(filter: {name: "nobody at all"}) { info { count pages next prev } results { id } }
              past: episodes(page: 4) { info { count pages next prev } results { id } } }
            """)
            for alias in ["none", "past"] {
                let info = try #require(data.object(alias)?.object("info"), "\(alias)")
                #expect(["count", "pages", "next", "prev"].allSatisfy { info.isNull($0) }, "\(alias)")
                #expect(data.object(alias)?.objects("results")?.isEmpty == true, "\(alias)")
            }
        }
    }

    @Test func byIDs_dropsUnknownIDs_andIsEmptyWhenNoneIsKnown() async throws {
        try await MirrorHarness.with { mirror async throws in
            let data = try await mirror.graphQL("{ some: locationsByIds(ids: [3, 99999, 1, 0]) { id } none: episodesByIds(ids: [99999, 0]) { id } }")
            #expect(data.objects("some")?.compactMap { $0.string("id") } == ["1", "3"])
            #expect(data.objects("none")?.isEmpty == true)
        }
    }

    @Test func unknownSingleID_isNull_withoutAnError() async throws {
        try await MirrorHarness.with { mirror async throws in
            let data = try await mirror.graphQL("{ character(id: 99999) { id } episode(id: 0) { id } location(id: -3) { id } }")
            #expect(data.isNull("character") && data.isNull("episode") && data.isNull("location"))
        }
    }

    @Test func nextAndPrev_arePageNumbers_notURLs() async throws {
        try await MirrorHarness.with { mirror async throws in
            let info = try #require(try await mirror.graphQL("{ characters(page: 2) { info { next prev } } }")
                .object("characters")?.object("info"))
            #expect(info["next"] as? Int == 3)
            #expect(info["prev"] as? Int == 1)
        }
    }

    /// Both links to a place, a character's origin and its last location, as the API's resolvers answer them.
    @Test(arguments: ["origin", "location"])
    func unknownOriginOrLocation_isItsNameAlone_withANullIDAndNoResidents(link: String) async throws {
        try await MirrorHarness.with { mirror async throws in
            let firstPage = try await mirror.rest("/character").objects("results") ?? []
            let id = try #require(firstPage.first { $0.object(link)?.string("name") == "unknown" }?["id"] as? Int)
            let character = try #require(try await mirror.graphQL(
                "{ character(id: \(id)) { \(link) { id name type dimension residents { id } created } } }"
            ).object("character"))
            let origin = try #require(character.object(link))
            #expect(origin.string("name") == "unknown")
            #expect(origin.isNull("id") && origin.isNull("type") && origin.isNull("dimension") && origin.isNull("created"))
            #expect(origin.objects("residents")?.isEmpty == true)
        }
    }

    @Test func filtersAndPages_matchWhatTheRESTRoutesAnswer_20APage() async throws {
        try await MirrorHarness.with { mirror async throws in
            let data = try await mirror.graphQL(
                "{ characters(page: 2, filter: {name: \"smith\", status: \"alive\"}) { info { count pages } results { id } } }"
            )
            let rest = try await HTTP.get(mirror.localBase + "/character?page=2&name=smith&status=alive")
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(rest.body)) as? [String: Any])
            let expectedIDs = (expected.objects("results") ?? []).compactMap { $0["id"] as? Int }.map(String.init)
            #expect(data.object("characters")?.objects("results")?.compactMap { $0.string("id") } == expectedIDs)
            #expect(data.object("characters")?.object("info")?["count"] as? Int == expected.object("info")?["count"] as? Int)
            let all = try await mirror.graphQL("{ characters { results { id } } }")
            #expect(all.object("characters")?.objects("results")?.count == 20)
        }
    }

    @Test func imageAndLinks_areTheMirrorsOwn() async throws {
        try await MirrorHarness.with { mirror async throws in
            let character = try #require(try await mirror.graphQL("{ character(id: 1) { image } }").object("character"))
            #expect(character.string("image") == mirror.apiBase + "/character/avatar/1.jpeg")
        }
    }

    @Test func deeperThanFourLevels_isRefusedWithNoData_fragmentsCounted() async throws {
        try await MirrorHarness.with { mirror async throws in
            let direct = "{ characters { results { origin { residents { name origin { name } } } } } }"
            let viaFragment = "{ characters { results { ...deep } } } fragment deep on Character { origin { residents { origin { name } } } }"
            for query in [direct, viaFragment] {
                let answer = try await GraphQLClient.post(mirror.serverBase, query)
                #expect(answer.status == 400, "\(query)")
                #expect(answer.json["data"] == nil)
                #expect(answer.errorMessages == ["'' exceeds maximum operation depth of 4"])
                #expect(answer.errorCodes == ["GRAPHQL_VALIDATION_FAILED"])
            }
            let atTheLimit = try await mirror.graphQL("{ characters { results { origin { residents { name } } } } }")
            #expect(atTheLimit.object("characters") != nil)
        }
    }

    @Test func schema_isTheSDLKeptInTheRepository_andIntrospectionServesIt() async throws {
        let kept = try String(contentsOf: Self.repository.appending(path: "docs/schema.graphql"), encoding: .utf8)
        #expect(try RickAndMortySchema.sdl() + "\n" == kept)
        try await MirrorHarness.with { mirror async throws in
            let data = try await mirror.graphQL("{ __schema { queryType { name } types { name } } }")
            let names = (data.object("__schema")?.objects("types") ?? []).compactMap { $0.string("name") }
            for name in ["Character", "Characters", "Episode", "Episodes", "Location", "Locations", "Info", "FilterCharacter", "FilterEpisode", "FilterLocation"] {
                #expect(names.contains(name), "\(name)")
            }
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
