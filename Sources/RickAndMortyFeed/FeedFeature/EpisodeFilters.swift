/// The API's filters for episodes: `name`, and `episode` (the code, e.g. "S01" or "S01E01").
public struct EpisodeFilters: ResourceFilters {
    public var name: String?
    public var episode: String?

    /// No filter set.
    public init() {}

    public init(name: String? = nil, episode: String? = nil) {
        self.name = name
        self.episode = episode
    }

    public var fields: [(name: String, value: String?)] {
        [("name", name), ("episode", episode)]
    }
}
