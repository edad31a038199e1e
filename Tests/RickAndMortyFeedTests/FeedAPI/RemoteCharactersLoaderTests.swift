import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct RemoteCharactersLoaderTests {
    @Test func init_doesNotRequestDataFromURL() throws {
        let (_, client) = try makeSUT(answer: .failure(anyNSError()))

        #expect(client.requests.isEmpty)
    }

    @Test func load_requestsDataFromQuerysURLWithFeedSizeCap() async throws {
        let (sut, client) = try makeSUT(answer: .response(response(200, makePageJSON([]))))

        _ = try await sut.load(CharactersQuery(page: 3, filters: CharacterFilters(name: "rick")))

        #expect(client.requests == [.init(
            url: URL(string: "https://any-url.com/api/character?page=3&name=rick")!,
            maxBodyBytes: RemoteCharactersLoader.maxBodyBytes
        )])
    }

    @Test func loadTwice_requestsDataFromURLTwice() async throws {
        let (sut, client) = try makeSUT(answer: .response(response(200, makePageJSON([]))))

        _ = try await sut.load(CharactersQuery())
        _ = try await sut.load(CharactersQuery())

        #expect(client.requestedURLs.count == 2)
    }

    @Test func load_deliversConnectivityErrorOnClientError() async throws {
        let (sut, _) = try makeSUT(answer: .failure(anyNSError()))

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load(CharactersQuery())
        }
    }

    @Test(arguments: [199, 300, 302, 400, 404, 500])
    func load_deliversInvalidDataErrorOnNon2xxHTTPResponse(_ statusCode: Int) async throws {
        let (sut, _) = try makeSUT(answer: .response(response(statusCode, makePageJSON([makeCharacterJSON(id: 1).json]))))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load(CharactersQuery())
        }
    }

    @Test func load_deliversInvalidDataErrorOn2xxHTTPResponseWithInvalidJSON() async throws {
        let (sut, _) = try makeSUT(answer: .response(response(200, Data("invalid json".utf8))))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load(CharactersQuery())
        }
    }

    @Test func load_deliversInvalidDataErrorWhenBodyIsOverTheSizeCap() async throws {
        let (sut, _) = try makeSUT(answer: .failure(HTTPClientError.responseTooLarge(limit: RemoteCharactersLoader.maxBodyBytes)))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load(CharactersQuery())
        }
    }

    @Test func load_deliversNoCharactersOn404NothingHere() async throws {
        let (sut, _) = try makeSUT(answer: .response(response(404, nothingHereJSON())))

        #expect(try await sut.load(CharactersQuery(filters: CharacterFilters(name: "zzz"))) == .empty)
    }

    @Test func load_deliversCharactersOn2xxHTTPResponseWithValidJSON() async throws {
        let (one, two) = (makeCharacterJSON(id: 1), makeCharacterJSON(id: 2, name: "Morty Smith"))
        let json = makePageJSON([one.json, two.json], pages: 42, next: "https://any-url.com/api/character?page=2")
        let (sut, _) = try makeSUT(answer: .response(response(200, json)))

        let page = try await sut.load(CharactersQuery())

        #expect(page == CharactersPage(characters: [one.model, two.model], nextPage: 2, totalPages: 42, totalCount: 826))
    }

    @Test func load_deliversNothingAfterTheCallerIsCancelled() async throws {
        let (sut, client) = try makeSUT(answer: .respondAfterCancellation(response(200, makePageJSON([]))))

        let task = Task { try await sut.load(CharactersQuery()) }
        await client.waitForRequests()
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }

    /// The tag a cache keeps to revalidate the page later; one the API did not send, or too long
    /// to keep, is none.
    @Test func loadWithEntityTag_deliversThePageWithTheAPIsETag() async throws {
        let json = makePageJSON([makeCharacterJSON(id: 1).json])
        let longTag = "\"" + String(repeating: "a", count: 300) + "\""
        for (headers, expected) in [(["ETag": "W/\"v1\""], "W/\"v1\""), ([:], nil), (["ETag": longTag], nil)] as [([String: String], String?)] {
            let (sut, _) = try makeSUT(answer: .response(HTTPResponse(statusCode: 200, headers: headers, body: json)))

            let loaded = try await sut.loadWithEntityTag(CharactersQuery())

            #expect(loaded.page.characters.map(\.id) == [1])
            #expect(loaded.entityTag == expected)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        answer: HTTPClientSpy.Answer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (RemoteCharactersLoader, HTTPClientSpy) {
        let client = HTTPClientSpy(answer: answer)
        let sut = RemoteCharactersLoader(endpoint: try CharactersEndpoint(baseURL: anyURL()), client: client)
        trackForMemoryLeaks(client, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, client)
    }
}
