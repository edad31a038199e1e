import RickAndMortyFeed

/// Counts each page a feed delivers as a cache hit (`source` is the cache) or a miss (remote,
/// or an error: nothing could be shown). A cancelled load is not counted.
struct CacheUseCountingFeed: CharactersFeed {
    let decoratee: any CharactersFeed
    let counters: CacheUseCounters

    func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage {
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
