/// The cached rows the full-text index holds, and how an index row names its source row: rowid
/// `source rowid × 4 + slot`, one slot per table, so a trigger finds the index row of the row it
/// changes without a lookup. Same names as the records' tables.
enum SearchIndexRow {
    case pageCharacter
    case lookedUpCharacter
    case episode
    case location
    /// A character kept by id, in the slot the characters of pages had before.
    case character

    /// The sources the index had from its making (v8) until characters were kept by id (v13):
    /// the migrations in between must index the same tables whatever sources come later.
    static let beforeCharactersByID: [SearchIndexRow] = [.pageCharacter, .lookedUpCharacter, .episode, .location]

    /// The rowid's multiplier; the episode and location triggers written by v8 have it built in.
    static let kinds = 4

    var slot: Int {
        switch self {
        case .pageCharacter, .character: 0
        case .lookedUpCharacter: 1
        case .episode: 2
        case .location: 3
        }
    }

    var table: String {
        switch self {
        case .pageCharacter: "feedCharacter"
        case .lookedUpCharacter: "lookedUpCharacter"
        case .episode: "episode"
        case .location: "location"
        case .character: "character"
        }
    }

    func rowid(of row: String) -> String {
        "\(row).rowid * \(Self.kinds) + \(slot)"
    }

    func insert(from row: String) -> String {
        "INSERT INTO \(SearchIndexMigration.table) (\(Self.columns)) VALUES (\(values(of: row)));"
    }

    static let columns = "rowid, kind, itemID, savedAt, name, detail, links"

    func select(from table: String) -> String {
        "SELECT \(values(of: table)) FROM \(table)"
    }

    /// `columns`: rowid, kind, itemID, savedAt, name, detail, links (a character's episodes, an
    /// episode's cast, a location's residents).
    private func values(of row: String) -> String {
        switch self {
        case .pageCharacter:
            "\(rowid(of: row)), 'character', \(row).id, (SELECT savedAt FROM feedPage WHERE number = \(row).page), \(row).name, \(characterDetail(row)), \(row).episodeCount"
        case .lookedUpCharacter, .character:
            "\(rowid(of: row)), 'character', \(row).id, \(row).savedAt, \(row).name, \(characterDetail(row)), \(row).episodeCount"
        case .episode:
            "\(rowid(of: row)), 'episode', \(row).id, \(row).savedAt, \(row).name, \(row).code, json_array_length(\(row).characterIds)"
        case .location:
            "\(rowid(of: row)), 'location', \(row).id, \(row).savedAt, \(row).name, \(row).type || ' ' || \(row).dimension, json_array_length(\(row).residentIds)"
        }
    }

    private func characterDetail(_ row: String) -> String {
        "\(row).species || ' ' || \(row).type || ' ' || \(row).origin || ' ' || \(row).location"
    }
}
