import RickAndMortyFeed

/// Counts each page a feed delivers as a cache hit (`source` is the cache) or a miss (remote,
/// or an error: nothing could be shown). A cancelled load is not counted.
struct CacheUseCountingFeed<Item: Hashable & Sendable, Filters: ResourceFilters>: ResourceFeed {
    let decoratee: any ResourceFeed<Item, Filters>
    let counters: CacheUseCounters

    func load(_ query: ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item> {
        do {
            let loaded = try await decoratee.load(query)
            if case .cache = loaded.source {
                counters.count(.page, hit: true)
            } else {
                counters.count(.page, hit: false)
            }
            return loaded
        } catch {
            if !(error is CancellationError) { counters.count(.page, hit: false) }
            throw error
        }
    }
}
