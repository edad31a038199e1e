import Foundation
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// Records the messages sent to an image store. Retrievals wait until the test completes them,
/// so a test can cancel a load while the store is still working.
final class ImageDataStoreSpy: ImageDataStore {
    enum Message: Equatable {
        case insert(Data, URL)
        case retrieve(URL)
        case retrieveStoredURLs(Set<URL>)
    }

    private struct State {
        var messages: [Message] = []
        var pendingRetrievals: [CheckedContinuation<Data?, any Error>] = []
        var insertionError: (any Error)?
        var storedURLs: Result<Set<URL>, any Error> = .success([])
    }

    private let state = NIOLockedValueBox(State())

    var receivedMessages: [Message] { state.withLockedValue { $0.messages } }
    var pendingRetrievalCount: Int { state.withLockedValue { $0.pendingRetrievals.count } }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        try await withCheckedThrowingContinuation { continuation in
            state.withLockedValue { state in
                state.messages.append(.retrieve(url))
                state.pendingRetrievals.append(continuation)
            }
        }
    }

    func insert(_ data: Data, for url: URL) async throws {
        try state.withLockedValue { state in
            state.messages.append(.insert(data, url))
            if let error = state.insertionError { throw error }
        }
    }

    func retrieveStoredURLs(among urls: Set<URL>) async throws -> Set<URL> {
        try state.withLockedValue { state in
            state.messages.append(.retrieveStoredURLs(urls))
            return try state.storedURLs.get()
        }
    }

    func stubStoredURLs(_ result: Result<Set<URL>, any Error>) {
        state.withLockedValue { $0.storedURLs = result }
    }

    func completeRetrieval(with result: Result<Data?, any Error>, at index: Int = 0) {
        let continuation = state.withLockedValue { $0.pendingRetrievals[index] }
        continuation.resume(with: result)
    }

    func completeInsertion(with error: any Error) {
        state.withLockedValue { $0.insertionError = error }
    }

    /// Waits, at most `timeout`, until `count` retrievals are waiting for an answer.
    func waitForRetrievals(_ count: Int = 1, timeout: Duration = .seconds(5)) async throws {
        let deadline = ContinuousClock.now + timeout
        while pendingRetrievalCount < count {
            guard ContinuousClock.now < deadline else { throw WaitTimedOut() }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    struct WaitTimedOut: Error {}
}
