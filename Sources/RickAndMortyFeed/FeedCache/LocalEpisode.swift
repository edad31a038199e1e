/// An episode as the cache stores it (see `FeedEpisode`).
public struct LocalEpisode: LocalResourceItem {
    public typealias Filters = EpisodeFilters

    public let id: Int
    public let name: String
    public let airDate: String
    public let code: String
    public let characterIDs: [Int]
    public let created: String?

    public init(id: Int, name: String, airDate: String, code: String, characterIDs: [Int], created: String? = nil) {
        self.id = id
        self.name = name
        self.airDate = airDate
        self.code = code
        self.characterIDs = characterIDs
        self.created = created
    }

    public init(_ model: FeedEpisode) {
        self.init(id: model.id, name: model.name, airDate: model.airDate, code: model.code, characterIDs: model.characterIDs, created: model.created)
    }

    public var model: FeedEpisode {
        FeedEpisode(id: id, name: name, airDate: airDate, code: code, characterIDs: characterIDs, created: created)
    }
}
