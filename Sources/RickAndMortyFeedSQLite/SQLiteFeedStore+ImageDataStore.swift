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
            switch imageLayout {
            case .blobs: try await writeBlobs(images)
            case .files: try await writeFiles(images)
            }
        }
    }

    /// Which of `urls` have image data, read from the URL index alone: no bytes, no recorded use.
    public func retrieveStoredURLs(among urls: Set<URL>) async throws -> Set<URL> {
        let table = imageTable
        let stored: Set<String> = try await read(empty: []) { pool in
            try await pool.read { db in try String.fetchSet(db, sql: "SELECT url FROM \(table)") }
        }
        return urls.filter { stored.contains($0.absoluteString) }
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        let key = url.absoluteString
        let data: Data?
        switch imageLayout {
        case .blobs: data = try await retrieveBlob(key)
        case .files: data = try await retrieveFile(key)
        }
        if data != nil { try? recordAccess(to: key) }
        return data
    }

    /// The table of this layout's image rows.
    var imageTable: String {
        switch imageLayout {
        case .blobs: ImageRecord.databaseTableName
        case .files: ImageFileRecord.databaseTableName
        }
    }

    /// The access time only orders eviction, so it is recorded in the background, and a file that
    /// cannot be written (a read-only folder) must not hide an image that could be read.
    private func recordAccess(to key: String) throws {
        let table = imageTable
        try database().asyncWriteWithoutTransaction { db in
            try? db.execute(
                sql: "UPDATE \(table) SET lastAccess = (SELECT MAX(lastAccess) + 1 FROM \(table)) WHERE url = ?",
                arguments: [key]
            )
        }
    }

    static func nextAccess(_ db: Database, in table: String) throws -> Int64 {
        (try Int64.fetchOne(db, sql: "SELECT MAX(lastAccess) FROM \(table)") ?? 0) + 1
    }

    /// The bytes of every cached image, from the size column alone (indexed; no blob is read).
    func totalImageSize(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT SUM(size) FROM \(imageTable)") ?? 0
    }
}
