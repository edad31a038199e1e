import Logging
import RickAndMortyFeed

/// The episodes' and locations' feeds and the links between the three resources, composed for
/// `FeedApp` out of the resources' loaders (`ResourceLoaders`) and the generic decorators.
struct LinkedResources: Sendable {
    let episodes: ResourceFeeds<FeedEpisode, EpisodeFilters>
    let locations: ResourceFeeds<FeedLocation, LocationFilters>
    let details: LinkedDetails

    init(_ loaders: ResourceLoaders, logger: Logger) {
        episodes = ResourceFeeds(remote: loaders.remoteEpisodes, cache: loaders.localEpisodes, logger: logger)
        locations = ResourceFeeds(remote: loaders.remoteLocations, cache: loaders.localLocations, logger: logger)
        details = LinkedDetails(
            characters: ItemsByIDWithCache(cache: loaders.localCharacters, remote: loaders.remoteCharacters, logger: logger),
            episodes: ItemsByIDWithCache(cache: loaders.localEpisodes, remote: loaders.remoteEpisodes, logger: logger),
            locations: ItemsByIDWithCache(cache: loaders.localLocations, remote: loaders.remoteLocations, logger: logger)
        )
    }
}
