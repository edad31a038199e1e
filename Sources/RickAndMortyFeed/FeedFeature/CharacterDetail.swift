/// A character with its links resolved, for a detail view: the episodes it appears in and the
/// locations it comes from and was last seen in.
///
/// Links to ids that do not exist are left out of `episodes` (the ids stay in `character`), and
/// `origin` or `location` is `nil` when the API gives none or it does not exist. Offline, the
/// lists hold what the cache has: an honest partial answer. `source` is where the character
/// itself came from.
public struct CharacterDetail: Hashable, Sendable {
    public let character: FeedCharacter
    /// In the order of `character.episodeIDs`.
    public let episodes: [FeedEpisode]
    public let origin: FeedLocation?
    public let location: FeedLocation?
    public let source: FeedSource

    public init(character: FeedCharacter, episodes: [FeedEpisode], origin: FeedLocation?, location: FeedLocation?, source: FeedSource) {
        self.character = character
        self.episodes = episodes
        self.origin = origin
        self.location = location
        self.source = source
    }
}
