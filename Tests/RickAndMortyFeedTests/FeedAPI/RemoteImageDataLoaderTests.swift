import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct RemoteImageDataLoaderTests {
    @Test func init_doesNotPerformAnyRequest() {
        let (_, client) = makeSUT(answer: .failure(anyNSError()))

        #expect(client.requests.isEmpty)
    }

    @Test func loadImageData_requestsDataFromURLWithImageSizeCap() async throws {
        let url = URL(string: "https://a-given-url.com/api/character/avatar/1.jpeg")!
        let (sut, client) = makeSUT(answer: .response(response(200, ImageFixtures.jpeg)))

        _ = try await sut.loadImageData(from: url)

        #expect(client.requests == [.init(url: url, maxBodyBytes: RemoteImageDataLoader.maxBodyBytes)])
    }

    @Test func loadImageDataTwice_requestsDataFromURLTwice() async throws {
        let (sut, client) = makeSUT(answer: .response(response(200, ImageFixtures.jpeg)))

        _ = try await sut.loadImageData(from: anyURL())
        _ = try await sut.loadImageData(from: anyURL())

        #expect(client.requestedURLs == [anyURL(), anyURL()])
    }

    @Test func loadImageData_deliversConnectivityErrorOnClientError() async {
        let (sut, _) = makeSUT(answer: .failure(anyNSError()))

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test(arguments: [199, 300, 302, 400, 404, 500])
    func loadImageData_deliversInvalidDataErrorOnNon2xxHTTPResponse(_ statusCode: Int) async {
        let (sut, _) = makeSUT(answer: .response(response(statusCode, ImageFixtures.jpeg)))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageData_deliversInvalidDataErrorOn2xxHTTPResponseWithEmptyData() async {
        let (sut, _) = makeSUT(answer: .response(response(200, Data())))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageData_deliversInvalidDataErrorOn2xxHTTPResponseWithNonImageBytes() async {
        let (sut, _) = makeSUT(answer: .response(response(200, ImageFixtures.html)))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageData_deliversInvalidDataErrorWhenBodyIsOverTheSizeCap() async {
        let (sut, _) = makeSUT(answer: .failure(HTTPClientError.responseTooLarge(limit: RemoteImageDataLoader.maxBodyBytes)))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    /// A URL the client refused came from outside (a payload): invalid data, so the placeholder,
    /// not "offline".
    @Test func loadImageData_deliversInvalidDataErrorWhenTheClientRefusesTheURL() async {
        let (sut, _) = makeSUT(answer: .failure(HTTPClientError.unfetchableURL(anyURL())))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageData_deliversReceivedImageWithItsRealFormatWhateverTheURLsExtension() async throws {
        let pngBehindJPEGName = URL(string: "https://any-url.com/api/character/avatar/7.jpeg")!
        let (sut, _) = makeSUT(answer: .response(HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/jpeg"], body: ImageFixtures.png)))

        let image = try await sut.loadImageData(from: pngBehindJPEGName)

        #expect(image == ImageData(bytes: ImageFixtures.png, format: .png))
    }

    @Test func cancelLoadImageData_cancelsClientRequestAndDeliversNeitherDataNorError() async {
        let (sut, client) = makeSUT(answer: .hangUntilCancelled)

        let task = Task { try await sut.loadImageData(from: anyURL()) }
        await client.waitForRequests()
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(client.cancelledURLs == [anyURL()])
    }

    @Test func loadImageData_doesNotDeliverDataReceivedAfterCancellation() async {
        let (sut, client) = makeSUT(answer: .respondAfterCancellation(response(200, ImageFixtures.jpeg)))

        let task = Task { try await sut.loadImageData(from: anyURL()) }
        await client.waitForRequests()
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func loadImageData_doesNotDeliverErrorReceivedAfterCancellation() async {
        let client = CancellationIgnoringFailingClient()
        let sut = RemoteImageDataLoader(client: client)

        let task = Task { try await sut.loadImageData(from: anyURL()) }
        try? await Task.sleep(for: .milliseconds(5))
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }

    // MARK: - Helpers

    private func makeSUT(
        answer: HTTPClientSpy.Answer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (RemoteImageDataLoader, HTTPClientSpy) {
        let client = HTTPClientSpy(answer: answer)
        let sut = RemoteImageDataLoader(client: client)
        trackForMemoryLeaks(client, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, client)
    }
}

/// A client that notices cancellation late and reports it as its own failure, as real clients do.
private final class CancellationIgnoringFailingClient: HTTPClient {
    func get(from url: URL, maxBodyBytes: Int) async throws -> HTTPResponse {
        try? await Task.sleep(for: .seconds(10))
        throw NSError(domain: "client noticed the connection was closed", code: 1)
    }
}
