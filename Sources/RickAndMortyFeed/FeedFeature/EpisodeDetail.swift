/// An episode with its cast resolved (characters that do not exist are left out).
public struct EpisodeDetail: Hashable, Sendable {
    public let episode: FeedEpisode
    public let cast: [FeedCharacter]
    public let source: FeedSource

    public init(episode: FeedEpisode, cast: [FeedCharacter], source: FeedSource) {
        self.episode = episode
        self.cast = cast
        self.source = source
    }
}
