import RickAndMortyFeed

/// Which episodes `rmfeed episodes --watched|--unwatched` lists.
public enum WatchedFilter: Sendable {
    case watched, unwatched
}

extension LibraryApp {
    /// Every episode that is (or is not) in the watched list, in the series' order, as one page:
    /// a person asking for their watched episodes expects all of them, not the API's first
    /// twenty. From the cache when it holds every one of them valid, else one request of the
    /// API's many-ids form (then cached); when the API cannot answer, the cache's valid ones
    /// stand in, marked with the failure (`FeedSource.cache(_, remoteError:)`), and
    /// `missingCount` says how many are left out. The unwatched ones are the series' ids
    /// (1 to the API's count of episodes, from the first page) without the watched ones.
    public func episodes(_ filter: WatchedFilter) async throws -> (loaded: LoadedResourcePage<FeedEpisode>, missingCount: Int) {
        let watched = Set(try await library.watchedEpisodes().map(\.id))
        let ids: [Int]
        switch filter {
        case .watched:
            ids = watched.sorted()
        case .unwatched:
            let first = try await app.episodes(preferring: .cache).load(EpisodesQuery(page: 1))
            let count = first.page.totalCount ?? first.page.items.map(\.id).max() ?? 0
            ids = count < 1 ? [] : (1...count).filter { !watched.contains($0) }
        }
        let resolved = try await app.libraryEpisodes(ids: ids)
        if resolved.items.isEmpty, !ids.isEmpty, let error = resolved.remoteError { throw error }
        let source: FeedSource = if let savedAt = resolved.savedAt {
            .cache(savedAt: savedAt, remoteError: resolved.remoteError)
        } else {
            .remote
        }
        let items = resolved.items
        let page = ResourcePage(items: items, nextPage: nil, totalPages: items.isEmpty ? 0 : 1, totalCount: items.count)
        let missing = resolved.remoteError == nil ? 0 : ids.count - items.count
        return (LoadedResourcePage(page: page, source: source), missing)
    }
}
