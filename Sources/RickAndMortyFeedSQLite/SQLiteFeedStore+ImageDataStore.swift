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
                let upsert = try db.cachedStatement(sql: ImageRecord.upsertSQL)
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
            try await pool.read { db in try ImageRecord.select(ImageRecord.Columns.url, as: String.self).fetchSet(db) }
        }
        return urls.filter { stored.contains($0.absoluteString) }
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        let key = url.absoluteString
        let data: Data? = try await read(empty: nil) { pool in
            try await pool.read { db in
                try ImageRecord.select(ImageRecord.Columns.data, as: Data.self).filter(ImageRecord.Columns.url == key).fetchOne(db)
            }
        }
        if data != nil { try? recordAccess(to: key) }
        return data
    }

    /// The access time only orders eviction, so it is recorded in the background, and a file that
    /// cannot be written (a read-only folder) must not hide an image that could be read.
    private func recordAccess(to key: String) throws {
        try database().asyncWriteWithoutTransaction { db in
            typealias Columns = ImageRecord.Columns
            try? db.execute(literal: """
                UPDATE \(ImageRecord.self) SET \(Columns.lastAccess) = (SELECT MAX(\(Columns.lastAccess)) + 1 FROM \(ImageRecord.self)) \
                WHERE \(Columns.url) = \(key)
                """)
        }
    }

    /// Asked once per batch of images: a cached statement, not a query built anew each time.
    private static func nextAccess(_ db: Database) throws -> Int64 {
        (try Int64.fetchOne(db.cachedStatement(sql: ImageRecord.maxLastAccessSQL)) ?? 0) + 1
    }

    private static func evictLeastRecentlyUsed(_ db: Database, keeping url: String, maxBytes: Int) throws {
        var total = try totalSize(db)
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

    /// The bytes of every cached image, from the size column alone (indexed; no blob is read).
    static func totalSize(_ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: ImageRecord.totalSizeSQL)) ?? 0
    }
}
