import Foundation
import GRDB
import RickAndMortyFeed

/// A character cached because it was looked up by id, one row per id: the character's own
/// columns (`CharacterColumns`) and its own timestamp (see `ReferenceDateRecord`).
struct LookedUpCharacterRecord: Codable, FetchableRecord, PersistableRecord, ReferenceDateRecord {
    static let databaseTableName = "lookedUpCharacter"

    /// This table's columns besides the character's own.
    enum Columns: String, CodingKey, ColumnExpression, CaseIterable {
        case savedAt
    }

    var columns: CharacterColumns
    var savedAt: Date

    init(_ lookedUp: LocalLookedUpCharacter) {
        columns = CharacterColumns(lookedUp.character)
        savedAt = lookedUp.savedAt
    }

    init(from decoder: any Decoder) throws {
        columns = try CharacterColumns(from: decoder)
        savedAt = try decoder.container(keyedBy: Columns.self).decode(Date.self, forKey: .savedAt)
    }

    func encode(to encoder: any Encoder) throws {
        try columns.encode(to: encoder)
        var container = encoder.container(keyedBy: Columns.self)
        try container.encode(savedAt, forKey: .savedAt)
    }

    var character: LocalFeedCharacter { columns.character }

    var lookedUp: LocalLookedUpCharacter {
        LocalLookedUpCharacter(character: character, savedAt: savedAt)
    }
}
