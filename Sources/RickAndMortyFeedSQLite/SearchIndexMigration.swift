import GRDB

/// The full-text index (`searchIndex`, FTS5), kept in step with the cache by triggers: every
/// insert, update and delete of a character row (of a page, or looked up by id), an episode or a
/// location changes the index in the same statement's transaction, so a save, a replace, an
/// expiry, a kill mid-save or a clear can never leave the index and the cache apart.
///
/// Each index row is one cached row; its rowid says which (see `SearchIndexRow`). Words match by
/// prefix, ignoring case and diacritics (`unicode61 remove_diacritics 2`); `name` and `detail`
/// are indexed; `kind`, `itemID`, `savedAt` and `links` (what ranking counts as prominence) are
/// not.
enum SearchIndexMigration {
    static let table = "searchIndex"

    static func migrate(_ db: Database) throws {
        try createTable(db, prefixIndexes: true)
        for source in SearchIndexRow.beforeCharactersByID {
            try createTriggers(of: source, db)
            // What the cache held before the index existed.
            try indexRows(of: source, db)
        }
        // A page's characters take the page's timestamp; should a page row be stamped anew,
        // its characters' index rows follow.
        try db.execute(sql: """
            CREATE TRIGGER feedPage_searchSavedAt AFTER UPDATE OF savedAt ON feedPage BEGIN
                UPDATE \(table) SET savedAt = new.savedAt
                WHERE rowid IN (SELECT rowid * 4 FROM feedCharacter WHERE page = new.number);
            END;
            """)
    }

    /// v10: the index made again without FTS5's prefix indexes. v8 made it with three
    /// (`prefix = '1 2 3'`), which add an entry per word for each of its first one, two and three
    /// letters: half of what the index cost a sync's page saves. Without them a query of one to
    /// three letters reads the words that start with it instead of one list, still well under a
    /// millisecond on a cache of the whole API (BENCHMARKS.md, "Search without prefix indexes").
    /// The rows it indexes are indexed again; the triggers name the table, so they stay.
    static func dropPrefixIndexes(_ db: Database) throws {
        try db.execute(sql: "DROP TABLE \(table)")
        try createTable(db, prefixIndexes: false)
        for source in SearchIndexRow.beforeCharactersByID { try indexRows(of: source, db) }
    }

    /// The index's distinct words (FTS5's `fts5vocab`), where a typo finds the word it meant.
    static let words = "searchIndexWords"

    /// v12: the index made again with each item's `links`, and its triggers with it (they name
    /// the columns they write); and its words as a table.
    static func addLinks(_ db: Database) throws {
        for source in SearchIndexRow.beforeCharactersByID {
            for change in ["Insert", "Update", "Delete"] { try db.execute(sql: "DROP TRIGGER \(source.table)_search\(change)") }
        }
        try db.execute(sql: "DROP TABLE \(table)")
        try createTable(db, prefixIndexes: false)
        for source in SearchIndexRow.beforeCharactersByID {
            try createTriggers(of: source, db)
            try indexRows(of: source, db)
        }
        try db.execute(sql: "CREATE VIRTUAL TABLE \(words) USING fts5vocab(\(table), row)")
    }

    /// v13: the characters' index rows come from the one table that keeps them by id; the page-
    /// shaped tables' triggers and rows go.
    static func indexCharactersByID(_ db: Database) throws {
        for source in [SearchIndexRow.pageCharacter, .lookedUpCharacter] {
            for change in ["Insert", "Update", "Delete"] { try db.execute(sql: "DROP TRIGGER \(source.table)_search\(change)") }
        }
        try db.execute(sql: "DROP TRIGGER feedPage_searchSavedAt")
        try db.execute(sql: "DELETE FROM \(table) WHERE kind = 'character'")
        try createTriggers(of: .character, db)
        try indexRows(of: .character, db)
    }

    /// Every insert, update and delete of a row of `source`'s table writes its index row.
    private static func createTriggers(of source: SearchIndexRow, _ db: Database) throws {
        try db.execute(sql: """
            CREATE TRIGGER \(source.table)_searchInsert AFTER INSERT ON \(source.table) BEGIN
                \(source.insert(from: "new"))
            END;
            CREATE TRIGGER \(source.table)_searchUpdate AFTER UPDATE ON \(source.table) BEGIN
                DELETE FROM \(table) WHERE rowid = \(source.rowid(of: "old"));
                \(source.insert(from: "new"))
            END;
            CREATE TRIGGER \(source.table)_searchDelete AFTER DELETE ON \(source.table) BEGIN
                DELETE FROM \(table) WHERE rowid = \(source.rowid(of: "old"));
            END;
            """)
    }

    /// The index's table; v8 made it with prefix indexes, v10 and later without.
    private static func createTable(_ db: Database, prefixIndexes: Bool) throws {
        try db.execute(sql: """
            CREATE VIRTUAL TABLE \(table) USING fts5(
                kind UNINDEXED, itemID UNINDEXED, savedAt UNINDEXED, name, detail, links UNINDEXED,
                tokenize = 'unicode61 remove_diacritics 2'\(prefixIndexes ? ", prefix = '1 2 3'" : "")
            )
            """)
    }

    /// One index row for every row `source`'s table holds.
    private static func indexRows(of source: SearchIndexRow, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO \(table) (\(SearchIndexRow.columns)) \(source.select(from: source.table))")
    }
}
