import GRDB

/// The cache file's schema, as named migrations: an old file opens and is brought up to date,
/// and a migration already applied is never run again.
enum FeedCacheSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: feed pages, characters and image data") { db in
            try db.create(table: FeedRecord.databaseTableName) { table in
                // One row at most: the cache's timestamp, present exactly when a feed is cached.
                table.primaryKey("id", .integer).check { $0 == FeedRecord.singletonID }
                table.column("timestamp", .double).notNull()
            }
            try db.create(table: PageRecord.databaseTableName) { table in
                table.primaryKey("number", .integer)
                table.column("nextPage", .integer)
                table.column("totalPages", .integer).notNull()
            }
            try db.create(table: CharacterRecord.databaseTableName) { table in
                table.column("page", .integer).notNull()
                    .references(PageRecord.databaseTableName, column: "number", onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("id", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("status", .text).notNull()
                table.column("species", .text).notNull()
                table.column("type", .text).notNull()
                table.column("gender", .text).notNull()
                table.column("origin", .text).notNull()
                table.column("location", .text).notNull()
                table.column("image", .text)
                table.column("episodeCount", .integer).notNull()
                table.primaryKey(["page", "position"])
            }
            try db.create(table: ImageRecord.databaseTableName) { table in
                table.primaryKey("url", .text)
                // `data` comes last so summing sizes for eviction never reads the blobs.
                table.column("size", .integer).notNull()
                table.column("lastAccess", .integer).notNull().indexed()
                table.column("data", .blob).notNull()
            }
        }
        migrator.registerMigration("v2: index characters by id") { db in
            // The image route and the detail page look one character up by id on every view.
            try db.create(index: "feedCharacter_id", on: CharacterRecord.databaseTableName, columns: ["id"])
        }
        migrator.registerMigration("v3: index image sizes") { db in
            // Every image saved sums the sizes to enforce the cap; without an index that reads
            // every image row's page, which made saving n images cost n² page reads.
            try db.create(index: "imageData_size", on: ImageRecord.databaseTableName, columns: ["size"])
        }
        return migrator
    }
}
