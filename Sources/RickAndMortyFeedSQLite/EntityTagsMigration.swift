import GRDB

/// The API's ETag of each cached page, so an expired page is asked for again with
/// If-None-Match (docs/ARCHITECTURE.md). Nullable: pages cached before have none and are
/// downloaded again as before.
enum EntityTagsMigration {
    static func migrate(_ db: Database) throws {
        for table in ["feedPage", "resourcePage"] {
            try db.alter(table: table) { $0.add(column: "entityTag", .text) }
        }
    }
}
