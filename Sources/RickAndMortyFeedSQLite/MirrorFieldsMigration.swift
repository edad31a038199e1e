import GRDB

/// What `rmfeed serve` needs to answer the API's own JSON from the cache (docs/OPERATIONS.md,
/// "The mirror API"): each item's `created` and each page's `info.count`. Both are nullable, so
/// rows cached before keep working; the mirror reads those through from the API again.
enum MirrorFieldsMigration {
    static func migrate(_ db: Database) throws {
        for table in ["feedCharacter", "lookedUpCharacter", "episode", "location"] {
            try db.alter(table: table) { $0.add(column: "created", .text) }
        }
        for table in ["feedPage", "resourcePage"] {
            try db.alter(table: table) { $0.add(column: "totalCount", .integer) }
        }
    }
}
