import Foundation
import RickAndMortyFeed
import RickAndMortyFeedHTTP
import RickAndMortyFeedWeb

extension FeedApp {
    /// What `rmfeed serve`'s `/api` routes ask of this app: the three resources read through
    /// the cache (`ReadThroughResource`) and avatars through the one image path. Build it once
    /// per server: overlapping identical misses are shared within it, and so is a 429 from the
    /// API (`RateLimitSignallingHTTPClient`): no resource asks again before the asked wait is over.
    public func mirrorFeatures() throws -> MirrorFeatures {
        let client = RateLimitSignallingHTTPClient(client: upstream)
        let characters = try readThrough(.characters, store: store.characters, client: client)
        let episodes = try readThrough(.episodes, store: store.episodes, client: client)
        let locations = try readThrough(.locations, store: store.locations, client: client)
        return MirrorFeatures(
            characters: MirrorResourceFeatures(characters),
            episodes: MirrorResourceFeatures(episodes),
            locations: MirrorResourceFeatures(locations),
            avatar: { [self] id in try await image(forCharacter: id) },
            cacheGeneration: { [self] in await cacheGeneration }
        )
    }

    private func readThrough<Local: LocalResourceItem, Filters: OfflineFilters>(
        _ resource: APIResource<Local.Model, Filters>,
        store: any ResourceStore<Local>,
        client: any HTTPClient
    ) throws -> ReadThroughResource<Local, Filters> where Local.Filters == Filters, Filters.Item: APIItem {
        let local = LocalResourceLoader<Local, Filters>(store: store, currentDate: currentDate)
        let remote = try RemoteResourceLoader(resource: resource, baseURL: configuration.apiURL, client: client)
        return ReadThroughResource(
            cache: CacheAnswers(store: store, currentDate: currentDate),
            pages: PageRevalidation(remote: remote, cache: local),
            items: ItemsByIDWithCache(cache: local, remote: remote, rule: ReadThroughResource<Local, Filters>.itemsRule, logger: logger),
            logger: logger
        )
    }
}

extension MirrorResourceFeatures {
    init<Local: LocalResourceItem>(_ resource: ReadThroughResource<Local, Filters>) where Local.Filters == Filters, Local.Model == Item, Filters.Item == Item {
        self.init(
            page: { try await resource.page($0) },
            items: { try await resource.items(ids: $0) },
            item: { try await resource.item(id: $0) }
        )
    }
}
