import Foundation
import GRDB
import RickAndMortyFeed

/// A cached character: one row per character, keyed by its page and position in the page, with
/// the character's own columns (`CharacterColumns`) beside those.
struct PageCharacterRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "feedCharacter"

    /// This table's columns besides the character's own.
    enum Columns: String, CodingKey, ColumnExpression, CaseIterable {
        case page, position
    }

    var page: Int
    var position: Int
    var columns: CharacterColumns

    init(page: Int, position: Int, character: LocalFeedCharacter) {
        self.page = page
        self.position = position
        columns = CharacterColumns(character)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Columns.self)
        page = try container.decode(Int.self, forKey: .page)
        position = try container.decode(Int.self, forKey: .position)
        columns = try CharacterColumns(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Columns.self)
        try container.encode(page, forKey: .page)
        try container.encode(position, forKey: .position)
        try columns.encode(to: encoder)
    }

    /// The row as `encode(to: Encoder)` writes it, built directly (see `CharacterColumns.persist`).
    func encode(to container: inout PersistenceContainer) {
        container[Columns.page] = page
        container[Columns.position] = position
        columns.persist(into: &container)
    }

    var character: LocalFeedCharacter { columns.character }

    /// The table's INSERT, many rows a statement (a sync saves 826): GRDB's `insert(_:)` would
    /// build a statement and a container of values for each row, and run one statement per row.
    static let inserts = MultiRowInsert(
        table: databaseTableName,
        columns: Columns.allCases.map(\.rawValue) + CharacterColumns.Columns.allCases.map(\.rawValue)
    )

    /// The row's values, in the order of `inserts`' columns.
    var values: [(any DatabaseValueConvertible)?] {
        [page, position] + columns.values
    }

    /// The characters of page `number`, in the API's order.
    static func onPage(_ number: Int) -> QueryInterfaceRequest<PageCharacterRecord> {
        filter(Columns.page == number).order(Columns.position)
    }
}
