import Foundation
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// Records every message the loader sends to its store, and answers with stubbed results.
final class FeedStoreSpy: FeedStore {
    enum Message: Equatable {
        case retrieve
        case retrieveTimestamp
        case replaceFeed(LocalCharactersPage, Date)
        case insert(LocalCharactersPage)
        case deleteCachedFeed
    }

    private struct State {
        var messages: [Message] = []
        var retrieval: Result<CachedFeed?, any Error> = .success(nil)
        var replacementError: (any Error)?
        var insertionError: (any Error)?
        var deletionError: (any Error)?
    }

    private let state = NIOLockedValueBox(State())

    var receivedMessages: [Message] { state.withLockedValue { $0.messages } }

    func completeRetrieval(with result: Result<CachedFeed?, any Error>) { state.withLockedValue { $0.retrieval = result } }
    func completeReplacement(with error: any Error) { state.withLockedValue { $0.replacementError = error } }
    func completeInsertion(with error: any Error) { state.withLockedValue { $0.insertionError = error } }
    func completeDeletion(with error: any Error) { state.withLockedValue { $0.deletionError = error } }

    func retrieve() async throws -> CachedFeed? {
        try state.withLockedValue { state in
            state.messages.append(.retrieve)
            return try state.retrieval.get()
        }
    }

    func retrieveTimestamp() async throws -> Date? {
        try state.withLockedValue { state in
            state.messages.append(.retrieveTimestamp)
            return try state.retrieval.get()?.timestamp
        }
    }

    func replaceFeed(with firstPage: LocalCharactersPage, timestamp: Date) async throws {
        try record(.replaceFeed(firstPage, timestamp), failingWith: \.replacementError)
    }

    func insert(_ page: LocalCharactersPage) async throws {
        try record(.insert(page), failingWith: \.insertionError)
    }

    func deleteCachedFeed() async throws {
        try record(.deleteCachedFeed, failingWith: \.deletionError)
    }

    private func record(_ message: Message, failingWith error: KeyPath<State, (any Error)?>) throws {
        try state.withLockedValue { state in
            state.messages.append(message)
            if let error = state[keyPath: error] { throw error }
        }
    }
}
