/// Where a character appears across the show as the cache holds it: their first and last
/// episode by code, and for each season which of its episodes they are in. `wholeShow` says
/// whether the cache holds every episode, since a season with missing episodes is drawn short.
public struct CharacterAppearances: Sendable, Equatable {
    /// A season's episodes in order, each with whether the character is in it.
    public struct SeasonRow: Sendable, Equatable {
        public let number: Int
        public let episodes: [ShowStatistics.EpisodeCast]
        public let present: [Bool]

        /// The episodes of the season the character is in.
        public var appearances: [ShowStatistics.EpisodeCast] {
            zip(episodes, present).filter(\.1).map(\.0)
        }
    }

    public let first: FeedEpisode?
    public let last: FeedEpisode?
    public let seasons: [SeasonRow]
    public let wholeShow: Bool

    /// `episodes` are the character's episodes that were found; `seasons` the cache's.
    public init(character: FeedCharacter, episodes: [FeedEpisode], seasons: [ShowStatistics.Season], wholeShow: Bool) {
        let ordered = episodes
            .compactMap { episode in EpisodeCode.parse(episode.code).map { (key: ($0.season, $0.episode, episode.id), episode: episode) } }
            .sorted { $0.key < $1.key }
        first = ordered.first?.episode
        last = ordered.last?.episode
        let ids = Set(character.episodeIDs)
        self.seasons = seasons.map { season in
            SeasonRow(number: season.number, episodes: season.episodes, present: season.episodes.map { ids.contains($0.id) })
        }
        self.wholeShow = wholeShow
    }
}
