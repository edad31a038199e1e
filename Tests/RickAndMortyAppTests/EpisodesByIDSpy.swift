import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed

/// The API's and the cache's sides of episodes by id, recording the conversation.
final class EpisodesByIDSpy: ItemsByIDLoader, ItemsByIDCache {
    enum Message: Equatable {
        case cached([Int]), remote([Int]), save([Int])
    }

    struct Stubs {
        var cached: [LocalSavedItem<FeedEpisode>] = []
        var cacheFails = false
        var remote: Result<[FeedEpisode], RemoteLoadError> = .success([])
        var remoteCancels = false
        var saveFails = false
    }

    private let stubs: Stubs
    private let recorded = NIOLockedValueBox([Message]())

    init(_ configure: (inout Stubs) -> Void) {
        var stubs = Stubs()
        configure(&stubs)
        self.stubs = stubs
    }

    var messages: [Message] { recorded.withLockedValue { $0 } }

    func savedItems(ids: [Int]) async throws -> [LocalSavedItem<FeedEpisode>] {
        recorded.withLockedValue { $0.append(.cached(ids)) }
        if stubs.cacheFails { throw RemoteLoadError.invalidData }
        return stubs.cached.filter { ids.contains($0.item.id) }
    }

    func save(_ items: [FeedEpisode]) async throws {
        recorded.withLockedValue { $0.append(.save(items.map(\.id))) }
        if stubs.saveFails { throw RemoteLoadError.invalidData }
    }

    func load(ids: [Int]) async throws -> [FeedEpisode] {
        recorded.withLockedValue { $0.append(.remote(ids)) }
        if stubs.remoteCancels { throw CancellationError() }
        return try stubs.remote.get()
    }
}
