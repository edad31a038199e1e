import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct CharacterByIDTests {
    @Test func id_deliversOneCharacter() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/api/character/1")
            #expect(response.status == .ok)
            let rick = try response.decode(CharacterPayload.self)
            #expect(rick.name == "Rick Sanchez")
            #expect(rick.url == "\(testBaseURL)/character/1")
            #expect(rick.image == "\(testBaseURL)/character/avatar/1.jpeg")
        }
    }

    @Test(arguments: ["0", "827", "99999", "-1", "-9223372036854775808", "9223372036854775807"])
    func unknownID_deliversCharacterNotFound404(id: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("/api/character/\(id)")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "Character not found"))
        }
    }

    @Test func nonNumericID_deliversMustProvideAnID500() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, body) = try await client.error("/api/character/rick")
            #expect(status == 500)
            #expect(body == ErrorPayload(error: "Hey! you must provide an id"))
        }
    }

    @Test(arguments: ["episode", "location"])
    func extremeID_ofEveryResource_deliversNotFound404(resource: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, _) = try await client.error("/api/\(resource)/-9223372036854775808")
            #expect(status == 404)
        }
    }

    @Test func idList_deliversAnArrayWithoutUnknownIDs() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let list = try await client.get("/api/character/1,2,3").decode([CharacterPayload].self)
            #expect(list.map(\.id) == [1, 2, 3])
            let withUnknown = try await client.get("/api/character/2,9999,826").decode([CharacterPayload].self)
            #expect(withUnknown.map(\.id) == [2, 826])
        }
    }
}
