import Foundation
import GRDB
import RickAndMortyFeed

/// A cached episode. Its cast is kept as the ids the API listed (a JSON array), whether or not
/// those characters exist. Decoding throws (never traps) on a value of the wrong type.
struct EpisodeRecord: ResourceItemRecord {
    static let databaseTableName = "episode"
    static let resource = "episode"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, name, airDate, code, characterIds, savedAt, created
    }

    var id: Int
    var name: String
    var airDate: String
    var code: String
    var characterIds: [Int]
    var savedAt: Date
    var created: String?

    init(_ episode: LocalEpisode, savedAt: Date) {
        id = episode.id
        name = episode.name
        airDate = episode.airDate
        code = episode.code
        characterIds = episode.characterIDs
        self.savedAt = savedAt
        created = episode.created
    }

    /// An episode counts under its season, the code's first three characters ("S01").
    static func facetExpression(named name: String) -> String? {
        filterColumn(named: name).map { "substr(\($0.name), 1, 3)" }
    }

    static func filterColumn(named name: String) -> Columns? {
        switch name {
        case "name": .name
        case "episode": .code
        default: nil
        }
    }

    var item: LocalEpisode {
        LocalEpisode(id: id, name: name, airDate: airDate, code: code, characterIDs: characterIds, created: created)
    }
}
