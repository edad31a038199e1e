import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Load feed image data from cache*, with its cancel course.
@Suite(.trackingMemoryLeaks)
struct LoadFeedImageDataFromCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func loadImageData_requestsStoredDataForURL() async throws {
        let (sut, store) = makeSUT()
        let url = FeedCacheTestData.imageURL(7)

        let task = Task { try await sut.loadImageData(from: url) }
        try await store.waitForRetrievals()
        store.completeRetrieval(with: .success(pngBytes))
        _ = try await task.value

        #expect(store.receivedMessages == [.retrieve(url)])
    }

    @Test func loadImageData_failsOnStoreErrorKeepingTheStoresReason() async throws {
        let (sut, store) = makeSUT()

        let result = try await load(sut, store, completingWith: .failure(AnyError()))

        #expect(throws: LocalImageDataLoader.LoadError.retrievalFailed(reason: String(describing: AnyError()))) { try result.get() }
    }

    @Test func loadImageData_deliversNotFoundErrorOnNotFound() async throws {
        let (sut, store) = makeSUT()

        let result = try await load(sut, store, completingWith: .success(nil))

        #expect(throws: LocalImageDataLoader.LoadError.notFound) { try result.get() }
    }

    @Test func loadImageData_deliversStoredDataWithItsSniffedFormat() async throws {
        let (sut, store) = makeSUT()

        let result = try await load(sut, store, completingWith: .success(pngBytes))

        #expect(try result.get() == ImageData(bytes: pngBytes, format: .png))
    }

    @Test func loadImageData_failsWhenStoredDataIsNoLongerAnImage() async throws {
        let (sut, store) = makeSUT()

        let result = try await load(sut, store, completingWith: .success(Data("<html>".utf8)))

        #expect(throws: LocalImageDataLoader.LoadError.notAnImage) { try result.get() }
    }

    @Test func loadImageData_doesNotDeliverDataAfterTaskIsCancelled() async throws {
        let (sut, store) = makeSUT()

        let result = try await load(sut, store, completingWith: .success(pngBytes), cancellingFirst: true)

        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func loadImageData_doesNotDeliverErrorAfterTaskIsCancelled() async throws {
        let (sut, store) = makeSUT()

        let result = try await load(sut, store, completingWith: .failure(AnyError()), cancellingFirst: true)

        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func loadImageData_doesNotMessageStoreWhenTaskIsAlreadyCancelled() async throws {
        let (sut, store) = makeSUT()

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.loadImageData(from: FeedCacheTestData.imageURL())
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(store.receivedMessages.isEmpty)
    }

    @Test func cachedURLs_asksTheStoreOnceForEveryURLAndDeliversItsAnswer() async throws {
        let (sut, store) = makeSUT()
        let urls = Set((1...3).map { FeedCacheTestData.imageURL($0) })
        store.stubStoredURLs(.success([FeedCacheTestData.imageURL(2)]))

        let cached = try await sut.cachedURLs(among: urls)

        #expect(cached == [FeedCacheTestData.imageURL(2)])
        #expect(store.receivedMessages == [.retrieveStoredURLs(urls)])
    }

    @Test func cachedURLs_failsOnStoreError() async throws {
        let (sut, store) = makeSUT()
        store.stubStoredURLs(.failure(AnyError()))

        await #expect(throws: LocalImageDataLoader.LoadError.retrievalFailed(reason: String(describing: AnyError()))) {
            try await sut.cachedURLs(among: [FeedCacheTestData.imageURL()])
        }
    }

    // MARK: - Helpers

    private let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x01])

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (LocalImageDataLoader, ImageDataStoreSpy) {
        let store = ImageDataStoreSpy()
        let sut = LocalImageDataLoader(store: store)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }

    /// Starts a load, waits for the store to be asked, optionally cancels, then lets the store answer.
    private func load(
        _ sut: LocalImageDataLoader,
        _ store: ImageDataStoreSpy,
        completingWith storeResult: Result<Data?, any Error>,
        cancellingFirst: Bool = false
    ) async throws -> Result<ImageData, any Error> {
        let task = Task { try await sut.loadImageData(from: FeedCacheTestData.imageURL()) }
        try await store.waitForRetrievals()
        if cancellingFirst { task.cancel() }
        store.completeRetrieval(with: storeResult)
        return await task.result
    }
}
