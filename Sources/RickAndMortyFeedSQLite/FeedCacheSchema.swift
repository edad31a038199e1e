import GRDB

/// The cache file's schema, as named migrations: an old file opens and is brought up to date,
/// and a migration already applied is never run again.
///
/// A file is marked as rmfeed's (`application_id`) and with its schema version (`user_version`,
/// the number of migrations), so that a file that is not rmfeed's is never written into, and
/// the columns it must have are checked after migrating, so that a damaged schema counts as a
/// corrupt file (validation replaces it) rather than failing every save.
enum FeedCacheSchema {
    /// "RMFD": rmfeed's cache files.
    static let applicationID: Int32 = 0x524D_4644

    /// The number of migrations, stored as `user_version` once they have all run.
    static var version: Int { migrator.migrations.count }

    /// The identifier of the first migration, which marks a file of rmfeed's from before
    /// `application_id` was set.
    static let firstMigration = "v1: feed pages, characters and image data"

    /// Shipped migrations name their tables and columns literally: a record renamed or retired
    /// later must not change what an old file is migrated to.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(firstMigration) { db in
            try db.create(table: "feed") { table in
                // One row at most: the cache's timestamp, present exactly when a feed is cached.
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("timestamp", .double).notNull()
            }
            try db.create(table: "feedPage") { table in
                table.primaryKey("number", .integer)
                table.column("nextPage", .integer)
                table.column("totalPages", .integer).notNull()
            }
            try db.create(table: "feedCharacter") { table in
                table.column("page", .integer).notNull()
                    .references("feedPage", column: "number", onDelete: .cascade)
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
            try db.create(table: "imageData") { table in
                table.primaryKey("url", .text)
                // `data` comes last so summing sizes for eviction never reads the blobs.
                table.column("size", .integer).notNull()
                table.column("lastAccess", .integer).notNull().indexed()
                table.column("data", .blob).notNull()
            }
        }
        migrator.registerMigration("v2: index characters by id") { db in
            // The image route and the detail page look one character up by id on every view.
            try db.create(index: "feedCharacter_id", on: "feedCharacter", columns: ["id"])
        }
        migrator.registerMigration("v3: index image sizes") { db in
            // Every image saved sums the sizes to enforce the cap; without an index that reads
            // every image row's page, which made saving n images cost n² page reads.
            try db.create(index: "imageData_size", on: "imageData", columns: ["size"])
        }
        migrator.registerMigration("v4: a timestamp per page") { db in
            // Each page follows the 7-day rule on its own, so refreshing page 1 no longer throws
            // away the rest of a sync. Pages cached before keep the timestamp they shared.
            try db.alter(table: "feedPage") { table in
                table.add(column: "savedAt", .double).notNull().defaults(to: 0)
            }
            try db.execute(sql: "UPDATE feedPage SET savedAt = COALESCE((SELECT timestamp FROM feed), 0)")
            try db.drop(table: "feed")
        }
        migrator.registerMigration("v5: characters looked up by id") { db in
            // A character reached by id (a detail page, a deep link, `rmfeed image ID`) is kept
            // apart from the pages, with its own timestamp, so it works offline without its page.
            try db.create(table: "lookedUpCharacter") { table in
                table.primaryKey("id", .integer)
                table.column("name", .text).notNull()
                table.column("status", .text).notNull()
                table.column("species", .text).notNull()
                table.column("type", .text).notNull()
                table.column("gender", .text).notNull()
                table.column("origin", .text).notNull()
                table.column("location", .text).notNull()
                table.column("image", .text)
                table.column("episodeCount", .integer).notNull()
                table.column("savedAt", .double).notNull()
            }
        }
        migrator.registerMigration(episodesAndLocations, migrate: EpisodesAndLocationsMigration.migrate)
        migrator.registerMigration(mirrorFields, migrate: MirrorFieldsMigration.migrate)
        migrator.registerMigration(searchIndex, migrate: SearchIndexMigration.migrate)
        migrator.registerMigration(entityTags, migrate: EntityTagsMigration.migrate)
        migrator.registerMigration(searchWithoutPrefixIndexes, migrate: SearchIndexMigration.dropPrefixIndexes)
        migrator.registerMigration(withoutEmptyPages, migrate: EmptyPagesMigration.migrate)
        migrator.registerMigration(searchLinks, migrate: SearchIndexMigration.addLinks)
        migrator.registerMigration(charactersByID, migrate: CharactersByIDMigration.migrate)
        return migrator
    }

    /// Kept by name: migrations added at the same time on other branches are renumbered at merge.
    static let episodesAndLocations = "v6: episodes, locations and the links between them"
    static let mirrorFields = "v7: created timestamps and item counts, for the mirror API"
    static let searchIndex = "v8: full-text search index"
    static let entityTags = "v9: the API's entity tag of each cached page"
    static let searchWithoutPrefixIndexes = "v10: the full-text index without prefix indexes"
    static let withoutEmptyPages = "v11: no saved page past the end"
    static let searchLinks = "v12: the full-text index with each item's links, for ranking"
    static let charactersByID = "v13: characters kept by id, their pages as lists of ids"

    /// Whether the file has every migration and is marked as rmfeed's at this schema version
    /// (see `mark`): then opening it needs no write.
    static func isUpToDate(_ db: Database) throws -> Bool {
        try migrator.hasCompletedMigrations(db)
            && Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID
            && Int.fetchOne(db, sql: "PRAGMA user_version") == version
    }

    /// Marks the file as rmfeed's, at this schema version; written only when it is not yet.
    static func mark(_ db: Database) throws {
        if try Int32.fetchOne(db, sql: "PRAGMA application_id") != applicationID {
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
        if try Int.fetchOne(db, sql: "PRAGMA user_version") != version {
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }
}
