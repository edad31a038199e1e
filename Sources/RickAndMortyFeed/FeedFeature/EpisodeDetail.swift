/// An episode with its cast resolved, for a detail view. Links to characters that do not exist
/// are left out of `cast` (the ids stay in `episode`); offline, `cast` holds what the cache has.
/// `source` is where the episode itself came from.
public struct EpisodeDetail: Hashable, Sendable {
    public let episode: FeedEpisode
    /// In the order of `episode.characterIDs`.
    public let cast: [FeedCharacter]
    public let source: FeedSource

    public init(episode: FeedEpisode, cast: [FeedCharacter], source: FeedSource) {
        self.episode = episode
        self.cast = cast
        self.source = source
    }
}
