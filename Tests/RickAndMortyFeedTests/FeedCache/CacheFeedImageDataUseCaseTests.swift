import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Cache feed image data*.
@Suite(.trackingMemoryLeaks)
struct CacheFeedImageDataUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func save_requestsImageDataInsertionForURL() async throws {
        let (sut, store) = makeSUT()
        let url = FeedCacheTestData.imageURL(3)

        try await sut.save(jpeg, for: url)

        #expect(store.receivedMessages == [.insert(jpeg.bytes, url)])
    }

    @Test func save_failsOnStoreInsertionErrorKeepingTheStoresReason() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: AnyError())

        await #expect(throws: LocalImageDataLoader.SaveError.failed(reason: String(describing: AnyError()))) { try await sut.save(jpeg, for: FeedCacheTestData.imageURL()) }
    }

    @Test func save_succeedsOnSuccessfulStoreInsertion() async throws {
        let (sut, _) = makeSUT()

        try await sut.save(jpeg, for: FeedCacheTestData.imageURL())
    }

    // MARK: - Helpers

    private let jpeg = ImageData(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]), format: .jpeg)

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (LocalImageDataLoader, ImageDataStoreSpy) {
        let store = ImageDataStoreSpy()
        let sut = LocalImageDataLoader(store: store)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
