/// What the cache holds of the show, counted: the figures of `/stats` and `rmfeed stats`. Made
/// from the valid cached items only, so offline it says what the cache knows, and `whole` tells
/// whether each resource is all there (a partial cache is said, not hidden).
public struct ShowStatistics: Sendable, Equatable {
    /// How many items have one value of a field ("Alive": 439). An empty value is counted as "".
    public struct ValueCount: Sendable, Hashable {
        public let value: String
        public let count: Int

        public init(value: String, count: Int) {
            self.value = value
            self.count = count
        }
    }

    /// A season: its episodes in order of their codes, each with the size of its cast.
    public struct Season: Sendable, Equatable {
        public let number: Int
        public let episodes: [EpisodeCast]
        /// The different characters who appear in the season.
        public let distinctCast: Int
    }

    public struct EpisodeCast: Sendable, Equatable {
        public let id: Int
        public let code: String
        public let name: String
        public let cast: Int
    }

    /// A character with the number of episodes they appear in.
    public struct Appearances: Sendable, Equatable {
        public let id: Int
        public let name: String
        public let episodes: Int
    }

    /// Whether the cache holds every page of each resource.
    public struct Wholeness: Sendable, Equatable {
        public let characters: Bool
        public let episodes: Bool
        public let locations: Bool

        public init(characters: Bool, episodes: Bool, locations: Bool) {
            self.characters = characters
            self.episodes = episodes
            self.locations = locations
        }

        public var all: Bool { characters && episodes && locations }
    }

    /// How many characters "the most episodes" lists.
    public static let mostAppearancesCount = 20

    public let characterCount: Int
    public let episodeCount: Int
    public let locationCount: Int
    public let status: [ValueCount]
    public let species: [ValueCount]
    public let gender: [ValueCount]
    public let seasons: [Season]
    public let mostAppearances: [Appearances]
    public let locationTypes: [ValueCount]
    public let dimensions: [ValueCount]
    public let whole: Wholeness

    public init(characters: [FeedCharacter], episodes: [FeedEpisode], locations: [FeedLocation], whole: Wholeness) {
        characterCount = characters.count
        episodeCount = episodes.count
        locationCount = locations.count
        status = Self.counts(characters.map(\.status))
        species = Self.counts(characters.map(\.species))
        gender = Self.counts(characters.map(\.gender))
        seasons = Self.seasons(episodes)
        mostAppearances = characters
            .map { Appearances(id: $0.id, name: $0.name, episodes: $0.episodeCount) }
            .filter { $0.episodes > 0 }
            .sorted { ($1.episodes, $0.id) < ($0.episodes, $1.id) }
            .prefix(Self.mostAppearancesCount)
            .map { $0 }
        locationTypes = Self.counts(locations.map(\.type))
        dimensions = Self.counts(locations.map(\.dimension))
        self.whole = whole
    }

    /// Most first; equal counts in the values' order.
    private static func counts(_ values: [String]) -> [ValueCount] {
        ordered(Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +))
    }

    /// Each value's count, most first; equal counts in the values' order.
    static func ordered(_ counts: [String: Int]) -> [ValueCount] {
        counts.map { ValueCount(value: $0.key, count: $0.value) }.sorted { ($1.count, $0.value) < ($0.count, $1.value) }
    }

    /// Episodes whose code names no season ("S01E01" does) are left out of the seasons.
    public static func seasons(_ episodes: [FeedEpisode]) -> [Season] {
        let coded = episodes.compactMap { episode in EpisodeCode.parse(episode.code).map { (code: $0, episode: episode) } }
        return Dictionary(grouping: coded, by: \.code.season)
            .map { number, members in
                let ordered = members.sorted { ($0.code.episode, $0.episode.id) < ($1.code.episode, $1.episode.id) }
                return Season(
                    number: number,
                    episodes: ordered.map {
                        EpisodeCast(id: $0.episode.id, code: $0.episode.code, name: $0.episode.name, cast: Set($0.episode.characterIDs).count)
                    },
                    distinctCast: Set(members.flatMap(\.episode.characterIDs)).count
                )
            }
            .sorted { $0.number < $1.number }
    }
}

extension ShowStatistics {
    /// The figures of an empty cache.
    public static let nothingCached = ShowStatistics(
        characters: [], episodes: [], locations: [], whole: Wholeness(characters: false, episodes: false, locations: false)
    )
}
