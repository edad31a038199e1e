import RickAndMortyFeed

/// The lookups the personal library needs: the cache when it holds every item valid, else the
/// API's many-ids form (then cached), as the detail views resolve their links.
extension FeedApp {
    func libraryCharacters(ids: [Int]) async throws -> ResolvedItems<FeedCharacter> {
        try await resources.details.characters.items(ids: ids, preferring: .cache)
    }

    func libraryEpisodes(ids: [Int]) async throws -> ResolvedItems<FeedEpisode> {
        try await resources.details.episodes.items(ids: ids, preferring: .cache)
    }

    /// The character, else `LibraryItemNotFound`, else the API's error when nobody can say.
    func libraryCharacter(id: Int) async throws -> FeedCharacter {
        try Self.found(await libraryCharacters(ids: [id]))
    }

    func libraryEpisode(id: Int) async throws -> FeedEpisode {
        try Self.found(await libraryEpisodes(ids: [id]))
    }

    /// The episode with exactly this code ("S01E01"): the API's `episode` filter matches codes
    /// that contain it, so the page is searched for the one that is it.
    func libraryEpisode(code: String) async throws -> FeedEpisode {
        let query = EpisodesQuery(page: 1, filters: EpisodeFilters(episode: code))
        let loaded = try await episodes(preferring: .cache).load(query)
        guard let episode = loaded.page.items.first(where: { $0.code.uppercased() == code }) else { throw LibraryItemNotFound() }
        return episode
    }

    private static func found<Item>(_ resolved: ResolvedItems<Item>) throws -> Item {
        if let item = resolved.items.first { return item }
        if let error = resolved.remoteError { throw error }
        throw LibraryItemNotFound()
    }
}
