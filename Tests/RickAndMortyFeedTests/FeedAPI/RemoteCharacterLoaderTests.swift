import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct RemoteCharacterLoaderTests {
    @Test func load_requestsTheCharactersURLUnderTheBaseURL() async throws {
        let (sut, client) = try makeSUT(answer: .response(response(200, characterJSON(id: 42))))

        _ = try await sut.load(id: 42)

        #expect(client.requestedURLs == [URL(string: "https://any-url.com/api/character/42")!])
    }

    @Test func load_deliversTheCharacterOn2xxWithValidJSON() async throws {
        let expected = makeCharacterJSON(id: 42).model
        let (sut, _) = try makeSUT(answer: .response(response(200, characterJSON(id: 42))))

        #expect(try await sut.load(id: 42) == expected)
    }

    @Test func load_deliversNothingForTheAPIs404CharacterNotFound() async throws {
        let (sut, _) = try makeSUT(answer: .response(response(404, Data(#"{"error":"Character not found"}"#.utf8))))

        let character = try await sut.load(id: 9_999)

        #expect(character == nil)
    }

    @Test(arguments: [(404, #"{"error":"There is nothing here"}"#), (500, #"{"error":"Hey! you must provide an id"}"#), (200, "[]"), (200, "nope")])
    func load_deliversInvalidDataOnAnyOtherAnswer(_ statusCode: Int, _ body: String) async throws {
        let (sut, _) = try makeSUT(answer: .response(response(statusCode, Data(body.utf8))))

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.load(id: 1) }
    }

    @Test func load_deliversConnectivityErrorOnClientError() async throws {
        let (sut, _) = try makeSUT(answer: .failure(anyNSError()))

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.load(id: 1) }
    }

    private func characterJSON(id: Int) -> Data {
        (try? JSONSerialization.data(withJSONObject: makeCharacterJSON(id: id).json)) ?? Data()
    }

    private func makeSUT(
        answer: HTTPClientSpy.Answer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (RemoteCharacterLoader, HTTPClientSpy) {
        let client = HTTPClientSpy(answer: answer)
        let sut = RemoteCharacterLoader(endpoint: try CharactersEndpoint(baseURL: anyURL()), client: client)
        trackForMemoryLeaks(client, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, client)
    }
}
