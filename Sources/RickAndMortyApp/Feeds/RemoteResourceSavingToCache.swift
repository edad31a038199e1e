import Logging
import RickAndMortyFeed

/// Loads from remote and replaces that page of the cache with what remote delivered, with the
/// API's entity tag for it, so that the page can be revalidated once expired. A failed save does
/// not hide the items: they are delivered with `saveFailed`, and the failure is logged.
public final class RemoteResourceSavingToCache<Item: Hashable & Sendable, Filters: ResourceFilters>: ResourceFeed {
    private let remote: any ResourceLoader<Item, Filters>
    private let cache: any ResourceCache<Item, Filters>
    private let logger: Logger

    public init(remote: any ResourceLoader<Item, Filters>, cache: any ResourceCache<Item, Filters>, logger: Logger) {
        self.remote = remote
        self.cache = cache
        self.logger = logger
    }

    public func load(_ query: ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item> {
        let (page, entityTag) = try await remote.loadWithEntityTag(query)
        do {
            try await cache.save(page, for: query, entityTag: entityTag)
            return LoadedResourcePage(page: page, source: .remote)
        } catch {
            logger.warning("could not save page \(query.page) to the cache", metadata: ["error": "\(error)"])
            return LoadedResourcePage(page: page, source: .remote, saveFailed: true)
        }
    }
}

/// Remote's characters, saved to the cache.
public typealias RemoteCharactersSavingToCache = RemoteResourceSavingToCache<FeedCharacter, CharacterFilters>
