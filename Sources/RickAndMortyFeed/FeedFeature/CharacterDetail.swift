/// A character with its links resolved: the episodes it appears in and its origin and last
/// location, where those exist.
public struct CharacterDetail: Hashable, Sendable {
    public let character: FeedCharacter
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
