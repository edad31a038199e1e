import Logging
import RickAndMortyFeed

/// The one rule for items of a resource by id, configured per use (`ItemsByIDRule`): with
/// `prefer: cache`, the cached items answer when they are every one asked for, or when the cache
/// holds the whole resource (then the others do not exist); else only the missing ones are asked
/// of the API's many-ids form (overlapping identical misses share one request), cached, and
/// answered with the cached ones. Remote-first asks the API for all of them. When the API cannot
/// answer, the cache's valid items stand in, as many as it has: an honest partial answer, marked
/// with the failure. Ids the API does not know are left out. Cancellation is never covered up.
public final class ItemsByIDWithCache<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    private let cache: any ItemsByIDCache<Item>
    private let remote: any ItemsByIDLoader<Item>
    private let rule: ItemsByIDRule<Item>
    private let logger: Logger
    private let sharedLoads = SharedLoads<[Int], [Item]>()

    public init(
        cache: any ItemsByIDCache<Item>, remote: any ItemsByIDLoader<Item>, rule: ItemsByIDRule<Item> = ItemsByIDRule(),
        logger: Logger
    ) {
        self.cache = cache
        self.remote = remote
        self.rule = rule
        self.logger = logger
    }

    /// The items of `ids` (each once, positive ids only) in the order asked; see the type.
    /// Throws `TooManyIDs` when more are missing than the rule reads through.
    public func items(ids: [Int], preferring preference: FeedPreference) async throws -> ResolvedItems<Item> {
        try await resolve(ids: ids, preferring: preference).items
    }

    /// The items of `ids`, cache first, as the mirror answers them: when the API fails and the
    /// cache holds none of them, the API's own error (`RemoteLoadError`, `UpstreamRateLimited`)
    /// is thrown, so the mirror can pass on what the API said.
    public func itemsOrRemoteFailure(ids: [Int]) async throws -> [Item] {
        let (resolved, failure) = try await resolve(ids: ids, preferring: .cache)
        if resolved.items.isEmpty, let failure { throw failure }
        return resolved.items
    }

    private func resolve(ids: [Int], preferring preference: FeedPreference) async throws -> (items: ResolvedItems<Item>, failure: (any Error)?) {
        var seen = Set<Int>()
        let wanted = ids.filter { $0 > 0 && seen.insert($0).inserted }
        guard !wanted.isEmpty else { return (.none, nil) }
        var hits: [LocalSavedItem<Item>] = []
        if preference == .cache {
            hits = await cached(ids: wanted)
            if hits.count == wanted.count { return (resolved(hits, order: wanted), nil) }
            if (try? await cache.holdsWholeResource()) == true {
                // Read again: a save between the two reads (a sync's) may have made the cache
                // whole and brought the missing items with it, in one transaction.
                return (resolved(await cached(ids: wanted), order: wanted), nil)
            }
        }
        let found = Set(hits.map(\.item.id))
        let missing = wanted.filter { !found.contains($0) }
        if let limit = rule.maxIDsReadThrough, missing.count > limit { throw TooManyIDs(limit: limit) }
        let loaded: [Item]
        do {
            loaded = try await sharedLoads.value(for: missing.sorted()) { [self] in
                if preference == .cache {
                    // A load of the same ids that ended between the read above and this one has
                    // saved what it found: answer that instead of asking the API again.
                    let saved = await cached(ids: missing)
                    if saved.count == missing.count { return saved.map(\.item) }
                }
                let items = try await remote.load(ids: missing)
                do {
                    try await cache.save(items)
                } catch {
                    logger.warning("could not save \(items.count) items looked up by id", metadata: ["error": "\(error)"])
                }
                return items
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let fallback = (try? await cache.savedItems(ids: wanted)) ?? []
            return (resolved(fallback, order: wanted, remoteError: (error as? RemoteLoadError) ?? .connectivity), error)
        }
        let items = ResolvedItems(
            items: Self.ordered(hits.map(\.item) + loaded, as: wanted), savedAt: hits.map(\.savedAt).min(), remoteError: nil
        )
        return (items, nil)
    }

    /// One item, cache first; `nil` when the API does not know it. The API's failure, when
    /// nothing cached answers, is thrown.
    public func item(id: Int) async throws -> Item? {
        let resolved = try await items(ids: [id], preferring: .cache)
        if resolved.items.isEmpty, let error = resolved.remoteError { throw error }
        return resolved.items.first
    }

    /// The cached items among `ids` the rule lets answer, with when each was saved; the API is
    /// not asked. An unreadable cache holds nothing.
    public func cached(ids: [Int]) async -> [LocalSavedItem<Item>] {
        let saved = rule.acceptsExpired ? try? await cache.heldItems(ids: ids) : try? await cache.savedItems(ids: ids)
        return (saved ?? []).filter { rule.isComplete($0.item) }
    }

    private func resolved(_ saved: [LocalSavedItem<Item>], order: [Int], remoteError: RemoteLoadError? = nil) -> ResolvedItems<Item> {
        ResolvedItems(items: Self.ordered(saved.map(\.item), as: order), savedAt: saved.map(\.savedAt).min(), remoteError: remoteError)
    }

    private static func ordered(_ items: [Item], as ids: [Int]) -> [Item] {
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}
