import Logging
import RickAndMortyFeed

/// One of the API's resources as the mirror serves it: from the cache when it holds the whole
/// answer (`CacheAnswers`; items by id by the one rule, `ItemsByIDWithCache`), else from the
/// API through `RemoteResourceLoader` (only the configured API's own routes, built from ids and
/// filters, never a URL from a client), saved to the cache, and answered; a page it holds past
/// its 7 days is asked for with the API's entity tag (`PageRevalidation`), so an unchanged page
/// costs no download. Overlapping identical misses share one upstream request. When the API
/// cannot be reached, answers nonsense or asks to be left alone, whatever valid cache there is
/// answers; with none, the remote error (`RemoteLoadError`, `UpstreamRateLimited`) is thrown.
public final class ReadThroughResource<Local: LocalResourceItem, Filters: OfflineFilters>: Sendable
where Local.Filters == Filters, Local.Model == Filters.Item, Filters.Item: APIItem {
    public typealias Item = Filters.Item

    /// More missing ids than this in one request are not read through (5 upstream requests of
    /// `RemoteResourceLoader.idsPerRequest`): `TooManyIDs`.
    public static var maxIDsReadThrough: Int { 1_000 }

    /// The rule items by id are read through with: valid cached items that have `created`.
    public static var itemsRule: ItemsByIDRule<Item> {
        ItemsByIDRule(isComplete: { $0.created != nil }, maxIDsReadThrough: maxIDsReadThrough)
    }

    private let cache: CacheAnswers<Local, Filters>
    private let pages: PageRevalidation<Local, Filters>
    private let items: ItemsByIDWithCache<Item>
    private let logger: Logger
    private let sharedPages = SharedLoads<ResourceQuery<Filters>, ResourcePage<Item>>()

    public init(
        cache: CacheAnswers<Local, Filters>,
        pages: PageRevalidation<Local, Filters>,
        items: ItemsByIDWithCache<Item>,
        logger: Logger
    ) {
        self.cache = cache
        self.pages = pages
        self.items = items
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

    /// The items of `ids` that exist, each once, sorted by id: by the one rule for items by id
    /// (`ItemsByIDWithCache`), with the API's own error when it fails and nothing cached stands in.
    public func items(ids: [Int]) async throws -> [Item] {
        try await items.itemsOrRemoteFailure(ids: ids).sorted { $0.id < $1.id }
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
}
