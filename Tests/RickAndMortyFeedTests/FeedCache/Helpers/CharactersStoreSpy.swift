import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// The characters' store as a loader's use cases see it: records every message the loader
/// sends, and answers with stubbed pages (their items stamped with their page's time) or errors.
final class CharactersStoreSpy: ResourceStore {
    enum Message: Equatable {
        case retrievePage(Int)
        case retrievePageInfos
        case retrieveItemStamps
        case listing
        case insert(LocalCharactersPage)
        case deletePages([LocalPageInfo])
        case deleteItems([LocalItemStamp])
        case restampPage(LocalCharactersPage, Date)
        case deleteAll
        case other
    }

    private struct State {
        var messages: [Message] = []
        var retrieval: Result<[LocalCharactersPage], any Error> = .success([])
        var insertionError: (any Error)?
        var deletionError: (any Error)?
    }

    private let state = NIOLockedValueBox(State())

    var receivedMessages: [Message] { state.withLockedValue { $0.messages } }

    /// What every retrieval finds: these pages, or the error.
    func completeRetrieval(with result: Result<[LocalCharactersPage], any Error>) { state.withLockedValue { $0.retrieval = result } }
    func completeInsertion(with error: any Error) { state.withLockedValue { $0.insertionError = error } }
    func completeDeletion(with error: any Error) { state.withLockedValue { $0.deletionError = error } }

    func retrievePage(number: Int) async throws -> LocalCharactersPage? {
        try retrieved(.retrievePage(number)).first { $0.number == number }
    }

    func retrievePageInfos() async throws -> [LocalPageInfo] {
        try retrieved(.retrievePageInfos).map(\.info)
    }

    func retrieveItemStamps() async throws -> [LocalItemStamp] {
        try retrieved(.retrieveItemStamps).flatMap { page in page.items.map { LocalItemStamp(id: $0.id, savedAt: page.savedAt) } }
    }

    func listing(_ query: CharactersQuery, saved: ClosedRange<Date>) async throws -> ResourceListing<LocalFeedCharacter>? {
        let valid = try retrieved(.listing).filter { saved.contains($0.savedAt) }
        guard let oldest = valid.map(\.savedAt).min() else { return nil }
        let matches = valid.flatMap(\.items).filter { item in
            query.filters.activeFilters.allSatisfy { filter in
                CharacterFilters.field(named: filter.name, of: item.model).map { CharacterFilters.field($0, matches: filter.value) } ?? true
            }
        }
        let range = OfflineSearch.range(ofPage: query.page, in: matches.count)
        return ResourceListing(
            items: Array(matches[range]), totalCount: matches.count, savedAt: oldest,
            isWhole: WholeFeed.isWhole(valid.map { ($0.number, $0.totalPages) })
        )
    }

    func insert(_ page: LocalCharactersPage) async throws {
        try record(.insert(page), failingWith: \.insertionError)
    }

    func deletePages(_ pages: [LocalPageInfo]) async throws {
        try record(.deletePages(pages), failingWith: \.deletionError)
    }

    func deleteItems(_ items: [LocalItemStamp]) async throws {
        try record(.deleteItems(items), failingWith: \.deletionError)
    }

    func restampPage(_ page: LocalCharactersPage, savedAt: Date) async throws {
        try record(.restampPage(page, savedAt), failingWith: \.insertionError)
    }

    func deleteAll() async throws {
        try record(.deleteAll, failingWith: \.deletionError)
    }

    func retrieve() async throws -> [LocalCharactersPage] { try retrieved(.other) }
    func retrieveItems(ids: [Int]) async throws -> [LocalSavedItem<LocalFeedCharacter>] { try record(.other, failingWith: \.deletionError); return [] }
    func retrieveItems() async throws -> [LocalSavedItem<LocalFeedCharacter>] { try record(.other, failingWith: \.deletionError); return [] }
    func insert(_ items: [LocalFeedCharacter], savedAt: Date) async throws { try record(.other, failingWith: \.insertionError) }

    private func retrieved(_ message: Message) throws -> [LocalCharactersPage] {
        try state.withLockedValue { state in
            state.messages.append(message)
            return try state.retrieval.get()
        }
    }

    private func record(_ message: Message, failingWith error: KeyPath<State, (any Error)?>) throws {
        try state.withLockedValue { state in
            state.messages.append(message)
            if let error = state[keyPath: error] { throw error }
        }
    }
}
