import GRDB

/// Episodes and locations join the characters, with the links between them. Existing rows are
/// kept: characters cached before have no link ids until their page is loaded again (their
/// episode count is kept, so nothing a person sees changes).
enum EpisodesAndLocationsMigration {
    static func migrate(_ db: Database) throws {
        for table in ["feedCharacter", "lookedUpCharacter"] {
            try db.alter(table: table) { table in
                table.add(column: "episodeIds", .text).notNull().defaults(to: "[]")
                table.add(column: "originId", .integer)
                table.add(column: "locationId", .integer)
            }
        }
        try db.create(table: "resourcePage") { table in
            table.column("resource", .text).notNull()
            table.column("number", .integer).notNull()
            table.column("nextPage", .integer)
            table.column("totalPages", .integer).notNull()
            table.column("savedAt", .double).notNull()
            table.column("itemIds", .text).notNull()
            table.primaryKey(["resource", "number"])
        }
        try db.create(table: "episode") { table in
            table.primaryKey("id", .integer)
            table.column("name", .text).notNull()
            table.column("airDate", .text).notNull()
            table.column("code", .text).notNull()
            table.column("characterIds", .text).notNull()
            table.column("savedAt", .double).notNull()
        }
        try db.create(table: "location") { table in
            table.primaryKey("id", .integer)
            table.column("name", .text).notNull()
            table.column("type", .text).notNull()
            table.column("dimension", .text).notNull()
            table.column("residentIds", .text).notNull()
            table.column("savedAt", .double).notNull()
        }
    }
}
