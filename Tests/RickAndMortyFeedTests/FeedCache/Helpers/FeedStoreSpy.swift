import Foundation
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// Records every message the loader sends to its store, and answers with stubbed results.
final class FeedStoreSpy: FeedStore {
    enum Message: Equatable {
        case retrieve
        case retrievePage(Int)
        case insert(LocalCharactersPage)
        case deletePages([LocalCharactersPage])
        case restampPage(LocalCharactersPage, Date)
        case deleteCachedFeed
    }

    private struct State {
        var messages: [Message] = []
        var retrieval: Result<[LocalCharactersPage], any Error> = .success([])
        var insertionError: (any Error)?
        var deletionError: (any Error)?
    }

    private let state = NIOLockedValueBox(State())

    var receivedMessages: [Message] { state.withLockedValue { $0.messages } }

    /// What both `retrieve` and `retrievePage` find (the latter, the page with its number).
    func completeRetrieval(with result: Result<[LocalCharactersPage], any Error>) { state.withLockedValue { $0.retrieval = result } }
    func completeInsertion(with error: any Error) { state.withLockedValue { $0.insertionError = error } }
    func completeDeletion(with error: any Error) { state.withLockedValue { $0.deletionError = error } }

    func retrieve() async throws -> [LocalCharactersPage] {
        try state.withLockedValue { state in
            state.messages.append(.retrieve)
            return try state.retrieval.get()
        }
    }

    func retrievePage(number: Int) async throws -> LocalCharactersPage? {
        try state.withLockedValue { state in
            state.messages.append(.retrievePage(number))
            return try state.retrieval.get().first { $0.number == number }
        }
    }

    func insert(_ page: LocalCharactersPage) async throws {
        try record(.insert(page), failingWith: \.insertionError)
    }

    func deletePages(_ pages: [LocalCharactersPage]) async throws {
        try record(.deletePages(pages), failingWith: \.deletionError)
    }

    func restampPage(_ page: LocalCharactersPage, savedAt: Date) async throws {
        try record(.restampPage(page, savedAt), failingWith: \.insertionError)
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
