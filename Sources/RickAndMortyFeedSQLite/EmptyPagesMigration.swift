import GRDB

/// Pages with no items are the API's "nothing here" past the end, which earlier versions saved:
/// with one of them the cache no longer looked like the whole feed (`WholeFeed`) until it was
/// cleared. They are deleted; every other page stays as it was.
enum EmptyPagesMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            DELETE FROM feedPage
            WHERE NOT EXISTS (SELECT 1 FROM feedCharacter AS c WHERE c.page = number)
            """)
        try db.execute(sql: """
            DELETE FROM resourcePage
            WHERE json_array_length(itemIds) = 0
            """)
    }
}
