import GRDB

/// v13: characters kept by id, like episodes and locations, and their pages as lists of ids in
/// `resourcePage`. Every page keeps its timestamp, counts and entity tag; a character on several
/// pages, or looked up too, keeps its newest copy (at equal times, the first by page and
/// position), stamped with when it was saved, so no item is older than a page listing it. The
/// page-shaped tables go; one transaction, so a kill leaves the old file or the new one.
enum CharactersByIDMigration {
    private static let columns = "id, name, status, species, type, gender, origin, location, image, episodeCount, episodeIds, originId, locationId, created"

    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE "character" (
                "id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "status" TEXT NOT NULL, "species" TEXT NOT NULL,
                "type" TEXT NOT NULL, "gender" TEXT NOT NULL, "origin" TEXT NOT NULL, "location" TEXT NOT NULL,
                "image" TEXT, "episodeCount" INTEGER NOT NULL, "episodeIds" TEXT NOT NULL, "originId" INTEGER,
                "locationId" INTEGER, "created" TEXT, "savedAt" DOUBLE NOT NULL
            );
            INSERT INTO "character" (\(columns), savedAt) SELECT \(columns), savedAt FROM lookedUpCharacter;
            INSERT INTO "character" (\(columns), savedAt)
            SELECT \(prefixed("c")), p.savedAt FROM feedCharacter AS c JOIN feedPage AS p ON p.number = c.page
            WHERE true ORDER BY p.savedAt, c.page DESC, c.position DESC
            ON CONFLICT(id) DO UPDATE SET \(updates), savedAt = excluded.savedAt
            WHERE excluded.savedAt >= "character".savedAt;
            INSERT INTO resourcePage (resource, number, nextPage, totalPages, savedAt, itemIds, totalCount, entityTag)
            SELECT 'character', p.number, p.nextPage, p.totalPages, p.savedAt,
                   (SELECT json_group_array(id) FROM (SELECT id FROM feedCharacter WHERE page = p.number ORDER BY position)),
                   p.totalCount, p.entityTag
            FROM feedPage AS p;
            """)
        try SearchIndexMigration.indexCharactersByID(db)
        try db.execute(sql: """
            DROP TABLE feedCharacter;
            DROP TABLE feedPage;
            DROP TABLE lookedUpCharacter;
            """)
    }

    private static func prefixed(_ table: String) -> String {
        columns.split(separator: ", ").map { "\(table).\($0)" }.joined(separator: ", ")
    }

    private static var updates: String {
        columns.split(separator: ", ").dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
    }
}
