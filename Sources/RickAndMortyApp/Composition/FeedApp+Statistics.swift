import RickAndMortyFeed

extension FeedApp {
    /// *Count the show*: the figures of `/stats` and `rmfeed stats`, from the valid cache only;
    /// the API is never asked. Whether each resource is whole is said beside them.
    public func showStatistics() async throws -> ShowStatistics {
        let whole = try await ShowStatistics.Wholeness(
            characters: loaders.localCharacters.holdsWholeResource(),
            episodes: loaders.localEpisodes.holdsWholeResource(),
            locations: loaders.localLocations.holdsWholeResource()
        )
        return try await ShowStatistics(
            characters: loaders.localCharacters.allItems(), episodes: loaders.localEpisodes.allItems(),
            locations: loaders.localLocations.allItems(), whole: whole
        )
    }

    /// The seasons of the episodes the valid cache holds, and whether it holds them all.
    public func showSeasons() async throws -> (seasons: [ShowStatistics.Season], whole: Bool) {
        try await (ShowStatistics.seasons(loaders.localEpisodes.allItems()), loaders.localEpisodes.holdsWholeResource())
    }
}
