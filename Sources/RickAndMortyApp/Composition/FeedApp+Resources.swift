import RickAndMortyFeed

extension FeedApp {
    /// The episodes, remote-first (remote's unfiltered pages are saved; a valid cached page
    /// stands in when remote fails) or cache-first (a valid cached page without asking the API).
    public func episodes(preferring preference: FeedPreference = .remote) -> any ResourceFeed<FeedEpisode, EpisodeFilters> {
        resources.episodes.feed(preferring: preference)
    }

    /// The locations, as `episodes(preferring:)` delivers the episodes.
    public func locations(preferring preference: FeedPreference = .remote) -> any ResourceFeed<FeedLocation, LocationFilters> {
        resources.locations.feed(preferring: preference)
    }

    /// A character with its episodes, origin and last location. By default from a valid cache,
    /// else the API (then cached, so it is there offline); `.remote` asks the API first, the
    /// cache standing in when it fails. `nil` when the API does not know the id; the API's
    /// error when neither it nor a valid cache has the character. Links to ids that do not
    /// exist are left out; offline, the links hold what the cache has.
    public func characterDetail(id: Int, preferring preference: FeedPreference = .cache) async throws -> CharacterDetail? {
        try await resources.details.character(id: id, preferring: preference)
    }

    /// An episode with its cast, as `characterDetail(id:preferring:)` resolves a character.
    public func episodeDetail(id: Int, preferring preference: FeedPreference = .cache) async throws -> EpisodeDetail? {
        try await resources.details.episode(id: id, preferring: preference)
    }

    /// A location with its residents, as `characterDetail(id:preferring:)` resolves a character.
    public func locationDetail(id: Int, preferring preference: FeedPreference = .cache) async throws -> LocationDetail? {
        try await resources.details.location(id: id, preferring: preference)
    }
}
