import Foundation
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

/// Where the stand-in once departed from the real API, each pinned by a test for
/// every resource the real API answers that way.
@Suite(.trackingMemoryLeaks)
struct RealAPIDeparturesTests {
    @Test(arguments: StubResource.allCases, ["1,2]", "[1,2", "[1,abc]", "1,abc", "[[1]]", "1]", "[1", "%5B1,2"])
    func malformedIDList_deliversBadArray500(resource: StubResource, ids: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("\(resource.path)/\(ids)")
            #expect(status == 500)
            #expect(body == ErrorPayload(error: "Bad... bad array :/"))
        }
    }

    @Test(arguments: StubResource.allCases)
    func idList_collapsesDuplicatesAndAnswersInIDOrderNotRequestOrder(resource: StubResource) async throws {
        let last = resource.count
        try await makeSUT().app.test(.router) { client async throws in
            let list = try await client.get("\(resource.path)/3,1,2,1,3")
            #expect(try resource.ids(in: list) == [1, 2, 3])
            let bracketed = try await client.get("\(resource.path)/[\(last),5,5,40]")
            #expect(try resource.ids(in: bracketed) == [5, 40, last])
            let encoded = try await client.get("\(resource.path)/%5B3,%201%5D")
            #expect(try resource.ids(in: encoded) == [1, 3])
        }
    }

    @Test(arguments: StubResource.allCases, ["9999,827", "[0,9999]", "99999999999999999999999,9999"])
    func idList_withOnlyUnknownIDs_deliversAnEmptyArray(resource: StubResource, ids: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("\(resource.path)/\(ids)")
            #expect(response.status == .ok)
            #expect(response.text == "[]")
        }
    }

    @Test(arguments: StubResource.allCases, ["[1]", "1,", "[1,]"])
    func oneIDInListSyntax_deliversAOneElementArray(resource: StubResource, ids: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("\(resource.path)/\(ids)")
            #expect(response.status == .ok)
            #expect(try resource.ids(in: response) == [1])
        }
    }

    @Test(arguments: [
        "/api/character/avatar", "/api/nothing", "/nothing", "/api/character/1/extra", "/api/characters",
        "/api/episode/1/extra", "/api/episodes", "/api/location/1/extra", "/api/locations",
    ])
    func unknownRoute_deliversNothingHereWithAFullStop404(path: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error(path)
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here."))
        }
    }

    @Test(arguments: StubResource.allCases)
    func emptyPage_keepsNothingHereWithoutAFullStop(resource: StubResource) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("\(resource.path)?page=\(resource.pages + 1)")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    /// Literally: a needle no name holds (no episode title has punctuation) is a 404, where a
    /// pattern match would have found `.` everywhere.
    @Test(arguments: StubResource.allCases, ["(", ")", "-", "'", ".", "ñ", "ü"])
    func nameFilter_findsNamesWithPunctuationAndNonASCIILetters(resource: StubResource, needle: String) async throws {
        let expected = resource.names().filter { $0.name.lowercased().contains(needle) }.map(\.id)
        if resource == .character { #expect(!expected.isEmpty) }
        try await makeSUT().app.test(.router) { client async throws in
            let encoded = needle.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
            let response = try await client.get("\(resource.path)?name=\(encoded)")
            guard !expected.isEmpty else {
                #expect(response.status == .notFound)
                #expect(try response.decode(ErrorPayload.self) == ErrorPayload(error: "There is nothing here"))
                return
            }
            #expect(response.status == .ok)
            let page = try resource.page(in: response)
            #expect(page.info.count == expected.count)
            #expect(page.ids == Array(expected.prefix(20)))
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
