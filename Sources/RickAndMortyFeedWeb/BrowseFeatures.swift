import RickAndMortyFeed

/// What the episodes, locations and linked pages ask of the app, in the core's terms: a page of
/// each list, and each kind of item with its links resolved. `nil` from a detail means there is
/// no such item (the 404 page); a throw is an error the page shows with a retry.
public struct BrowseFeatures: Sendable {
    /// A page of episodes for a query, with where it came from (`GET /episodes`).
    public var episodes: @Sendable (EpisodesQuery) async throws -> LoadedResourcePage<FeedEpisode>
    /// A page of locations for a query, with where it came from (`GET /locations`).
    public var locations: @Sendable (LocationsQuery) async throws -> LoadedResourcePage<FeedLocation>
    /// A character with its episodes, origin and last location (`GET /characters/{id}`).
    public var characterDetail: @Sendable (Int) async throws -> CharacterDetail?
    /// An episode with its cast (`GET /episodes/{id}`).
    public var episodeDetail: @Sendable (Int) async throws -> EpisodeDetail?
    /// A location with its residents (`GET /locations/{id}`).
    public var locationDetail: @Sendable (Int) async throws -> LocationDetail?

    public init(
        episodes: @escaping @Sendable (EpisodesQuery) async throws -> LoadedResourcePage<FeedEpisode>,
        locations: @escaping @Sendable (LocationsQuery) async throws -> LoadedResourcePage<FeedLocation>,
        characterDetail: @escaping @Sendable (Int) async throws -> CharacterDetail?,
        episodeDetail: @escaping @Sendable (Int) async throws -> EpisodeDetail?,
        locationDetail: @escaping @Sendable (Int) async throws -> LocationDetail?
    ) {
        self.episodes = episodes
        self.locations = locations
        self.characterDetail = characterDetail
        self.episodeDetail = episodeDetail
        self.locationDetail = locationDetail
    }
}
