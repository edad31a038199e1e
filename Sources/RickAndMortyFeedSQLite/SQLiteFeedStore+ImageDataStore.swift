import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: ImageDataStore {
    /// Inserts or overwrites the image and, in the same transaction, evicts the least recently
    /// used images until the cache fits under its cap again. Inserts that arrive while another
    /// is being written are written together, in one transaction (see `CoalescingWriter`).
    public func insert(_ data: Data, for url: URL) async throws {
        guard data.count <= maxImageBytes else {
            throw ImageCacheError.tooLarge(bytes: data.count, limit: maxImageBytes)
        }
        try await imageWriter.submit(PendingImage(url: url.absoluteString, data: data)) { [self] images in
            try await write(images)
        }
    }

    /// Saves the images in order, as if one after another, in one transaction: each a newer use
    /// than the last, then eviction of the oldest until the cap holds, never the newest image.
    private func write(_ images: [PendingImage]) async throws {
        guard let newest = images.last else { return }
        let maxBytes = maxImageBytes
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                var access = try Self.nextAccess(db)
                // One prepared statement for the batch (a record's save() is an UPDATE, then an
                // INSERT when nothing was updated, each built anew).
                let upsert = try db.cachedStatement(
                    sql: "INSERT OR REPLACE INTO imageData (url, size, lastAccess, data) VALUES (?, ?, ?, ?)")
                for image in images {
                    try upsert.execute(arguments: [image.url, image.data.count, access, image.data])
                    access += 1
                }
                try Self.evictLeastRecentlyUsed(db, keeping: newest.url, maxBytes: maxBytes)
            }
        } }
    }

    /// Which of `urls` have image data, read from the URL index alone: no bytes, no recorded use.
    public func retrieveStoredURLs(among urls: Set<URL>) async throws -> Set<URL> {
        let stored: Set<String> = try await read(empty: []) { pool in
            try await pool.read { db in try Set(String.fetchAll(db, sql: "SELECT url FROM imageData")) }
        }
        return urls.filter { stored.contains($0.absoluteString) }
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        let key = url.absoluteString
        let data: Data? = try await read(empty: nil) { pool in
            try await pool.read { db in
                try Data.fetchOne(db, sql: "SELECT data FROM imageData WHERE url = ?", arguments: [key])
            }
        }
        if data != nil { try? recordAccess(to: key) }
        return data
    }

    /// The access time only orders eviction, so it is recorded in the background, and a file that
    /// cannot be written (a read-only folder) must not hide an image that could be read.
    private func recordAccess(to key: String) throws {
        try database().asyncWriteWithoutTransaction { db in
            try? db.execute(
                sql: "UPDATE imageData SET lastAccess = (SELECT MAX(lastAccess) + 1 FROM imageData) WHERE url = ?",
                arguments: [key]
            )
        }
    }

    private static func nextAccess(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(lastAccess), 0) + 1 FROM imageData") ?? 1
    }

    private static func evictLeastRecentlyUsed(_ db: Database, keeping url: String, maxBytes: Int) throws {
        var total = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(size), 0) FROM imageData") ?? 0
        guard total > maxBytes else { return }

        var evicted: [String] = []
        let oldestFirst = try Row.fetchCursor(
            db, sql: "SELECT url, size FROM imageData WHERE url <> ? ORDER BY lastAccess", arguments: [url])
        while total > maxBytes, let row = try oldestFirst.next() {
            evicted.append(try row.decode(atIndex: 0))
            total -= try row.decode(Int.self, atIndex: 1)
        }
        try ImageRecord.deleteAll(db, keys: evicted)
    }
}
