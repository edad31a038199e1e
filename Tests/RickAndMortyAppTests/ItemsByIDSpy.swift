import Foundation
import NIOConcurrencyHelpers
import RickAndMortyApp
import RickAndMortyFeed

/// The API's and the cache's sides of items by id, recording the conversation.
final class ItemsByIDSpy<Item: Hashable & Sendable & Identifiable>: ItemsByIDLoader, ItemsByIDCache where Item.ID == Int {
    enum Message: Equatable {
        case cached([Int]), held([Int]), whole, remote([Int]), save([Int])
    }

    struct Stubs {
        /// Valid cached items.
        var cached: [LocalSavedItem<Item>] = []
        /// Cached items past their 7 days, which only `heldItems` answers.
        var expired: [LocalSavedItem<Item>] = []
        /// Items a save by someone else brings into the cache: read from the `read`th
        /// `savedItems` call on.
        var arriving: (read: Int, items: [LocalSavedItem<Item>])?
        var cacheFails = false
        var holdsWholeResource = false
        var remote: Result<[Item], RemoteLoadError> = .success([])
        var remoteCancels = false
        /// How long the API takes to answer, so that requests overlap.
        var remoteTakes: Duration = .zero
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

    func savedItems(ids: [Int]) async throws -> [LocalSavedItem<Item>] {
        let read = recorded.withLockedValue {
            $0.append(.cached(ids))
            return $0.filter { if case .cached = $0 { true } else { false } }.count
        }
        if stubs.cacheFails { throw RemoteLoadError.invalidData }
        let arrived = stubs.arriving.flatMap { read >= $0.read ? $0.items : nil } ?? []
        return (stubs.cached + arrived).filter { ids.contains($0.item.id) }
    }

    func heldItems(ids: [Int]) async throws -> [LocalSavedItem<Item>] {
        recorded.withLockedValue { $0.append(.held(ids)) }
        if stubs.cacheFails { throw RemoteLoadError.invalidData }
        return (stubs.cached + stubs.expired).filter { ids.contains($0.item.id) }
    }

    func holdsWholeResource() async throws -> Bool {
        recorded.withLockedValue { $0.append(.whole) }
        if stubs.cacheFails { throw RemoteLoadError.invalidData }
        return stubs.holdsWholeResource
    }

    func save(_ items: [Item]) async throws {
        recorded.withLockedValue { $0.append(.save(items.map(\.id))) }
        if stubs.saveFails { throw RemoteLoadError.invalidData }
    }

    func load(ids: [Int]) async throws -> [Item] {
        recorded.withLockedValue { $0.append(.remote(ids)) }
        if stubs.remoteCancels { throw CancellationError() }
        if stubs.remoteTakes > .zero { try await Task.sleep(for: stubs.remoteTakes) }
        return try stubs.remote.get().filter { ids.contains($0.id) }
    }
}

typealias EpisodesByIDSpy = ItemsByIDSpy<FeedEpisode>
