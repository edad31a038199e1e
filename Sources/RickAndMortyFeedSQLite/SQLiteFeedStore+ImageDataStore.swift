import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: ImageDataStore {
    /// Inserts or overwrites the image and, in the same transaction, evicts the least recently
    /// used images until the cache fits under its cap again, never the one just saved.
    public func insert(_ data: Data, for url: URL) async throws {
        guard data.count <= maxImageBytes else {
            throw ImageCacheError.tooLarge(bytes: data.count, limit: maxImageBytes)
        }
        let key = url.absoluteString
        let maxBytes = maxImageBytes
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                try ImageRecord(url: key, size: data.count, lastAccess: Self.nextAccess(db), data: data).upsert(db)
                try Self.evictLeastRecentlyUsed(db, keeping: key, maxBytes: maxBytes)
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

    /// The access time after every recorded one.
    private static func nextAccess(_ db: Database) throws -> Int64 {
        (try ImageRecord.select(max(ImageRecord.Columns.lastAccess), as: Int64.self).fetchOne(db) ?? 0) + 1
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
        try ImageRecord.select(sum(ImageRecord.Columns.size), as: Int.self).fetchOne(db) ?? 0
    }
}
