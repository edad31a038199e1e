import GRDB

/// The library file's schema, as named migrations of its own: the library never shares a
/// migrator, a version or a file with the cache.
///
/// The file is marked as an rmfeed library (`application_id`, distinct from the cache's) in the
/// same transaction as its first table, so a database without the mark is never mistaken for
/// one; `user_version` is the number of migrations, so a file from a newer rmfeed is left alone.
enum LibrarySchema {
    /// "RMLB": rmfeed's library files (the cache's are "RMFD").
    static let applicationID: Int32 = 0x524D_4C42

    static let entryTable = "libraryEntry"
    static let entryColumns: Set = ["kind", "id", "addedAt"]

    /// The number of migrations, stored as `user_version` once they have all run.
    static var version: Int { migrator.migrations.count }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favourite characters and watched episodes") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.create(table: entryTable, options: [.withoutRowID]) { table in
                // LibraryKind's raw value: "character" (a favourite) or "episode" (watched).
                table.column("kind", .text).notNull()
                table.column("id", .integer).notNull()
                table.column("addedAt", .double).notNull()
                table.primaryKey(["kind", "id"])
            }
        }
        return migrator
    }

    /// Records the schema version once the migrations ran; written only when it moved.
    static func markVersion(_ db: Database) throws {
        if try Int.fetchOne(db, sql: "PRAGMA user_version") != version {
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }

    static func checkColumns(_ db: Database) throws {
        let found = try db.tableExists(entryTable) ? Set(db.columns(in: entryTable).map(\.name)) : []
        guard entryColumns.isSubset(of: found) else {
            throw LibraryFileInspection.Unreadable(reason: "its table \(entryTable) is not the one rmfeed made")
        }
    }
}
