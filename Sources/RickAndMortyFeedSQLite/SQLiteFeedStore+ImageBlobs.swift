import Foundation
import GRDB

/// The blobs layout: image bytes in the `imageData` table of the database.
extension SQLiteFeedStore {
    /// Saves the images in order, as if one after another, in one transaction: each a newer use
    /// than the last, then eviction of the oldest until the cap holds, never the newest image.
    func writeBlobs(_ images: [PendingImage]) async throws {
        guard let newest = images.last else { return }
        let maxBytes = maxImageBytes
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                var access = try Self.nextAccess(db, in: ImageRecord.databaseTableName)
                // One prepared statement for the batch (a record's save() is an UPDATE, then an
                // INSERT when nothing was updated, each built anew).
                typealias Columns = ImageRecord.Columns
                let upsert = try db.cachedStatement(literal: """
                    INSERT OR REPLACE INTO \(ImageRecord.self) (\(Columns.url), \(Columns.size), \(Columns.lastAccess), \(Columns.data)) \
                    VALUES (?, ?, ?, ?)
                    """)
                for image in images {
                    try upsert.execute(arguments: [image.url, image.data.count, access, image.data])
                    access += 1
                }
                try Self.evictLeastRecentlyUsedBlobs(db, keeping: newest.url, maxBytes: maxBytes)
            }
        } }
    }

    func retrieveBlob(_ key: String) async throws -> Data? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                try ImageRecord.select(ImageRecord.Columns.data, as: Data.self).filter(ImageRecord.Columns.url == key).fetchOne(db)
            }
        }
    }

    private static func evictLeastRecentlyUsedBlobs(_ db: Database, keeping url: String, maxBytes: Int) throws {
        var total = try ImageRecord.select(sum(ImageRecord.Columns.size), as: Int.self).fetchOne(db) ?? 0
        guard total > maxBytes else { return }

        var evicted: [String] = []
        let oldestFirst = try Row.fetchCursor(db, ImageRecord
            .select(ImageRecord.Columns.url, ImageRecord.Columns.size)
            .filter(ImageRecord.Columns.url != url)
            .order(ImageRecord.Columns.lastAccess))
        while total > maxBytes, let row = try oldestFirst.next() {
            evicted.append(try row.decode(atIndex: 0))
            total -= try row.decode(Int.self, atIndex: 1)
        }
        try ImageRecord.deleteAll(db, keys: evicted)
    }
}
