import Foundation
import Logging
import RickAndMortyFeed

/// The episodes, the locations and the links between the three resources, composed for
/// `FeedApp` out of the core's loaders and the generic decorators the characters use too.
struct LinkedResources: Sendable {
    let episodes: ResourceFeeds<FeedEpisode, EpisodeFilters>
    let locations: ResourceFeeds<FeedLocation, LocationFilters>
    let details: LinkedDetails
    private let localEpisodes: LocalEpisodesLoader
    private let localLocations: LocalLocationsLoader

    init(
        apiURL: URL,
        client: any HTTPClient,
        store: some FeedCacheStore,
        logger: Logger,
        currentDate: @escaping @Sendable () -> Date
    ) throws {
        let localCharacters = LocalCharactersLoader(store: store.characters, currentDate: currentDate)
        let localEpisodes = LocalEpisodesLoader(store: store.episodes, currentDate: currentDate)
        let localLocations = LocalLocationsLoader(store: store.locations, currentDate: currentDate)
        let remoteEpisodes = try RemoteEpisodesLoader(resource: .episodes, baseURL: apiURL, client: client)
        let remoteLocations = try RemoteLocationsLoader(resource: .locations, baseURL: apiURL, client: client)
        let remoteCharacters = try RemoteResourceLoader(resource: .characters, baseURL: apiURL, client: client)
        episodes = ResourceFeeds(remote: remoteEpisodes, cache: localEpisodes, logger: logger)
        locations = ResourceFeeds(remote: remoteLocations, cache: localLocations, logger: logger)
        details = LinkedDetails(
            characters: ItemsByIDWithCache(cache: localCharacters, remote: remoteCharacters, logger: logger),
            episodes: ItemsByIDWithCache(cache: localEpisodes, remote: remoteEpisodes, logger: logger),
            locations: ItemsByIDWithCache(cache: localLocations, remote: remoteLocations, logger: logger)
        )
        self.localEpisodes = localEpisodes
        self.localLocations = localLocations
    }

    /// *Validate cache* for episodes and locations: expired pages and items go, each by its own
    /// timestamp; an unreadable cache is deleted.
    func validateCache() async throws {
        try await localEpisodes.validateCache()
        try await localLocations.validateCache()
    }
}
