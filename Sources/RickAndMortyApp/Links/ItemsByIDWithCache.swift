import Logging
import RickAndMortyFeed

/// Items of one resource by id (a detail view's links): with `prefer: cache`, from the cache
/// when it holds every one of them valid, else through the API's many-ids form, whose answer is
/// then cached; remote-first, the API and then the cache. When the API cannot answer, the
/// cache's valid items stand in, as many as it has: an honest partial answer, marked with the
/// failure. Ids the API does not know are left out. Cancellation is never covered up.
public final class ItemsByIDWithCache<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    private let cache: any ItemsByIDCache<Item>
    private let remote: any ItemsByIDLoader<Item>
    private let logger: Logger

    public init(cache: any ItemsByIDCache<Item>, remote: any ItemsByIDLoader<Item>, logger: Logger) {
        self.cache = cache
        self.remote = remote
        self.logger = logger
    }

    /// The items of `ids` (each once, positive ids only) in the order asked; see the type.
    public func items(ids: [Int], preferring preference: FeedPreference) async throws -> ResolvedItems<Item> {
        var seen = Set<Int>()
        let wanted = ids.filter { $0 > 0 && seen.insert($0).inserted }
        guard !wanted.isEmpty else { return .none }
        var cached: [LocalSavedItem<Item>]?
        if preference == .cache {
            let found = await valid(wanted)
            if found.count == wanted.count { return resolved(found, order: wanted, remoteError: nil) }
            cached = found
        }
        let loaded: [Item]
        do {
            loaded = try await remote.load(ids: wanted)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let found = if let cached { cached } else { await valid(wanted) }
            return resolved(found, order: wanted, remoteError: (error as? RemoteLoadError) ?? .connectivity)
        }
        do {
            try await cache.save(loaded)
        } catch {
            logger.warning("could not save \(loaded.count) items looked up by id", metadata: ["error": "\(error)"])
        }
        return ResolvedItems(items: Self.ordered(loaded, as: wanted), savedAt: nil, remoteError: nil)
    }

    /// An unreadable cache holds nothing valid.
    private func valid(_ ids: [Int]) async -> [LocalSavedItem<Item>] {
        (try? await cache.savedItems(ids: ids)) ?? []
    }

    private func resolved(_ saved: [LocalSavedItem<Item>], order: [Int], remoteError: RemoteLoadError?) -> ResolvedItems<Item> {
        ResolvedItems(items: Self.ordered(saved.map(\.item), as: order), savedAt: saved.map(\.savedAt).min(), remoteError: remoteError)
    }

    private static func ordered(_ items: [Item], as ids: [Int]) -> [Item] {
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}
