import Foundation
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Where the stand-in once departed from the real API (issue 15), each pinned by a test.
@Suite(.trackingMemoryLeaks)
struct RealAPIDeparturesTests {
    @Test(arguments: ["1,2]", "[1,2", "[1,abc]", "1,abc", "[[1]]", "1]", "[1", "%5B1,2"])
    func malformedIDList_deliversBadArray500(ids: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("/api/character/\(ids)")
            #expect(status == 500)
            #expect(body == ErrorPayload(error: "Bad... bad array :/"))
        }
    }

    @Test func idList_collapsesDuplicatesAndAnswersInIDOrderNotRequestOrder() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let list = try await client.get("/api/character/3,1,2,1,3").decode([CharacterPayload].self)
            #expect(list.map(\.id) == [1, 2, 3])
            let bracketed = try await client.get("/api/character/[826,5,5,40]").decode([CharacterPayload].self)
            #expect(bracketed.map(\.id) == [5, 40, 826])
            let encoded = try await client.get("/api/character/%5B3,%201%5D").decode([CharacterPayload].self)
            #expect(encoded.map(\.id) == [1, 3])
        }
    }

    @Test(arguments: ["9999,827", "[0,9999]", "99999999999999999999999,9999"])
    func idList_withOnlyUnknownIDs_deliversAnEmptyArray(ids: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/api/character/\(ids)")
            #expect(response.status == .ok)
            #expect(response.text == "[]")
        }
    }

    @Test(arguments: ["[1]", "1,", "[1,]"])
    func oneIDInListSyntax_deliversAOneElementArray(ids: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/api/character/\(ids)")
            #expect(response.status == .ok)
            #expect(try response.decode([CharacterPayload].self).map(\.id) == [1])
        }
    }

    @Test(arguments: ["/api/character/avatar", "/api/nothing", "/nothing", "/api/character/1/extra", "/api/characters"])
    func unknownRoute_deliversNothingHereWithAFullStop404(path: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error(path)
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here."))
        }
    }

    @Test func emptyPage_keepsNothingHereWithoutAFullStop() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("/api/character?page=43")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    @Test(arguments: ["(", ")", "-", "'", ".", "ñ", "ü"])
    func nameFilter_findsNamesWithPunctuationAndNonASCIILetters(needle: String) async throws {
        let characters = StubDataSet.characters(baseURL: testBaseURL)
        let expected = characters.filter { $0.name.lowercased().contains(needle) }.map(\.id)
        #expect(!expected.isEmpty)
        try await makeSUT().app.test(.router) { client async throws in
            let encoded = needle.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
            let page = try await client.page("/api/character?name=\(encoded)")
            #expect(page.info.count == expected.count)
            #expect(page.results.map(\.id) == Array(expected.prefix(20)))
        }
    }

    @Test func punctuatedNames_leaveTheNamesOtherTestsSearchForWhereTheyWere() {
        let characters = StubDataSet.characters(baseURL: testBaseURL)
        let counts = ["rick", "morty", "smith", "sanchez"].map { needle in
            characters.filter { $0.name.lowercased().contains(needle) }.count
        }
        #expect(counts == [1, 1, 28, 17])
    }
}
