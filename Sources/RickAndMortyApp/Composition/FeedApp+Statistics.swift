import RickAndMortyFeed

extension FeedApp {
    /// *Count the show*: the figures of `/stats` and `rmfeed stats`, from the valid cache only;
    /// the API is never asked. Whether each resource is whole is said beside them.
    public func showStatistics() async throws -> ShowStatistics {
        let characters = LocalCharactersLoader(store: store.characters, currentDate: currentDate)
        let episodes = LocalEpisodesLoader(store: store.episodes, currentDate: currentDate)
        let locations = LocalLocationsLoader(store: store.locations, currentDate: currentDate)
        let whole = try await ShowStatistics.Wholeness(
            characters: characters.holdsWholeResource(),
            episodes: episodes.holdsWholeResource(),
            locations: locations.holdsWholeResource()
        )
        return try await ShowStatistics(
            characters: characters.allItems(), episodes: episodes.allItems(), locations: locations.allItems(), whole: whole
        )
    }
}
