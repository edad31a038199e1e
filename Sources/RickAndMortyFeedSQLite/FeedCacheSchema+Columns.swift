import GRDB

/// The tables and columns a cache file must have once migrated: a file without them is damaged
/// or hand-edited and counts as corrupt (validation replaces it), rather than failing every save.
extension FeedCacheSchema {
    /// Every table rmfeed reads or writes, with the columns it must have.
    static let expectedColumns: [String: Set<String>] = [
        CharacterRecord.databaseTableName: names(CharacterRecord.Columns.self),
        ImageRecord.databaseTableName: names(ImageRecord.Columns.self),
        ResourcePageRecord.databaseTableName: names(ResourcePageRecord.Columns.self),
        EpisodeRecord.databaseTableName: names(EpisodeRecord.Columns.self),
        LocationRecord.databaseTableName: names(LocationRecord.Columns.self),
    ]

    private static func names<Column: CaseIterable & RawRepresentable<String>>(_ columns: Column.Type) -> Set<String> {
        Set(columns.allCases.map(\.rawValue))
    }

    /// The tables of a file rmfeed made, at any version (the migrations' own table and the
    /// page-shaped characters' tables of before v13 included).
    static let knownTables: Set<String> = Set(expectedColumns.keys)
        .union(["feed", "feedPage", "feedCharacter", "lookedUpCharacter", "grdb_migrations"])

    /// The file's tables do not have the columns rmfeed needs (a damaged or hand-edited file).
    struct UnrecognisedSchema: Error, CustomStringConvertible {
        let table: String
        var description: String { "the cache file's table \(table) is not the one rmfeed made" }
    }

    /// Throws `UnrecognisedSchema` for the first table that lacks a column rmfeed needs.
    static func checkColumns(_ db: Database) throws {
        for (table, columns) in expectedColumns {
            let found = try db.tableExists(table) ? Set(db.columns(in: table).map(\.name)) : []
            guard columns.isSubset(of: found) else { throw UnrecognisedSchema(table: table) }
        }
    }
}
