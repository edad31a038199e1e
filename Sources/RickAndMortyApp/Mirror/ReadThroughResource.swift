import Logging
import RickAndMortyFeed

/// One of the API's resources as the mirror serves it: from the cache when it holds the whole
/// answer (`CacheAnswers`), else from the API through `RemoteResourceLoader` (only the
/// configured API's own routes, built from ids and filters, never a URL from a client), saved to
/// the cache, and answered; a page it holds past its 7 days is asked for with the API's entity
/// tag (`PageRevalidation`), so an unchanged page costs no download. Overlapping identical misses
/// share one upstream request. When the API cannot be reached, answers nonsense or asks to be
/// left alone, whatever valid cache there is answers; with none, the remote error
/// (`RemoteLoadError`, `UpstreamRateLimited`) is thrown.
public final class ReadThroughResource<Local: LocalResourceItem, Filters: OfflineFilters>: Sendable
where Local.Model == Filters.Item, Filters.Item: APIItem {
    public typealias Item = Filters.Item

    /// More missing ids than this in one request are not read through (5 upstream requests of
    /// `RemoteResourceLoader.idsPerRequest`): `TooManyIDs`.
    public static var maxIDsReadThrough: Int { 1_000 }

    private let cache: CacheAnswers<Local, Filters>
    private let remote: RemoteResourceLoader<Item, Filters>
    private let pages: PageRevalidation<Local, Filters>
    private let saveItems: @Sendable ([Item]) async throws -> Void
    private let logger: Logger
    private let sharedPages = SharedLoads<ResourceQuery<Filters>, ResourcePage<Item>>()
    private let sharedItems = SharedLoads<[Int], [Item]>()

    public init(
        cache: CacheAnswers<Local, Filters>,
        remote: RemoteResourceLoader<Item, Filters>,
        pages: PageRevalidation<Local, Filters>,
        saveItems: @escaping @Sendable ([Item]) async throws -> Void,
        logger: Logger
    ) {
        self.cache = cache
        self.remote = remote
        self.pages = pages
        self.saveItems = saveItems
        self.logger = logger
    }

    /// The page the API answers; the empty page is its "There is nothing here".
    public func page(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item> {
        if let cached = try? await cache.page(query) { return cached }
        do {
            return try await sharedPages.value(for: query) { [self] in
                // A load that ended between the check above and this one has saved its answer.
                if let cached = try? await cache.page(query) { return cached }
                return try await pages.load(query) { [logger] error in
                    logger.warning("mirror: could not save to the cache", metadata: ["error": "\(error)"])
                }
            }
        } catch where Self.isRemoteFailure(error) {
            guard let fallback = try? await cache.fallbackPage(query) else { throw error }
            return fallback
        }
    }

    /// The items of `ids` that exist, each once, sorted by id.
    public func items(ids: [Int]) async throws -> [Item] {
        let wanted = Set(ids.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        let cached = try? await cache.items(ids: Array(wanted))
        if let cached, cached.isWhole { return cached.items }
        let missing = wanted.subtracting(cached?.items.map(\.id) ?? []).sorted()
        guard missing.count <= Self.maxIDsReadThrough else { throw TooManyIDs(limit: Self.maxIDsReadThrough) }
        do {
            let loaded = try await sharedItems.value(for: missing) { [self] in
                if let again = try? await cache.items(ids: missing), again.isWhole { return again.items }
                let items = try await remote.load(ids: missing)
                await save { try await saveItems(items) }
                return items
            }
            return ((cached?.items ?? []) + loaded).sorted { $0.id < $1.id }
        } catch where Self.isRemoteFailure(error) {
            let fallback = (try? await cache.fallbackItems(ids: Array(wanted))) ?? []
            guard !fallback.isEmpty else { throw error }
            return fallback
        }
    }

    /// One item; `nil` when the API does not know it.
    public func item(id: Int) async throws -> Item? {
        guard id > 0 else { return nil }
        return try await items(ids: [id]).first
    }

    /// The API failed to give the answer, so a cache past its best may stand in.
    private static func isRemoteFailure(_ error: any Error) -> Bool {
        error is RemoteLoadError || error is UpstreamRateLimited
    }

    /// A failed save is logged; the answer is still given.
    private func save(_ body: () async throws -> Void) async {
        do {
            try await body()
        } catch {
            logger.warning("mirror: could not save to the cache", metadata: ["error": "\(error)"])
        }
    }
}
