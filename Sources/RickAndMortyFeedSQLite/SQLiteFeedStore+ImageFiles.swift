import Foundation
import GRDB

/// The files layout: each image's bytes in a file of `imageFolder` named by their SHA-256, and a
/// row of `imageFile` that points at it (see docs/ARCHITECTURE.md, "The cache").
///
/// Every change to rows and files runs inside an IMMEDIATE transaction, which holds the
/// database's write lock from its first statement: a file is in place before the row naming it
/// is committed, and a file is removed only once no committed row names it, by a check made under
/// that same lock, so no other process can name it in between.
extension SQLiteFeedStore {
    /// Saves the images as `writeBlobs` does (one transaction, in order, then eviction), each
    /// file put in place before its row is written; files no row names any more (an image
    /// replaced or evicted) are removed once that is committed.
    func writeFiles(_ images: [PendingImage]) async throws {
        guard let newest = images.last else { return }
        let maxBytes = maxImageBytes
        let folder = imageFolder
        // Hashed before the lock is taken.
        let named = images.map { (image: $0, name: ImageFolder.name(of: $0.data)) }
        try await changing { try await perform(.save) { pool in
            try await pool.writeWithoutTransaction { db in
                var released: Set<String> = []
                try db.inTransaction(.immediate) {
                    var access = try Self.nextAccess(db, in: ImageFileRecord.databaseTableName)
                    let previous = try db.cachedStatement(sql: "SELECT hash FROM imageFile WHERE url = ?")
                    let upsert = try db.cachedStatement(
                        sql: "INSERT OR REPLACE INTO imageFile (url, hash, size, lastAccess) VALUES (?, ?, ?, ?)"
                    )
                    for (image, name) in named {
                        try folder.put(image.data, as: name)
                        if let old = try String.fetchOne(previous, arguments: [image.url]), old != name { released.insert(old) }
                        try upsert.execute(arguments: [image.url, name, image.data.count, access])
                        access += 1
                    }
                    released.formUnion(try Self.evictLeastRecentlyUsedFiles(db, keeping: newest.url, maxBytes: maxBytes))
                    return .commit
                }
                // A failure here only leaves files without rows, which validation sweeps.
                try? Self.removeUnnamedFiles(released, in: folder, db)
            }
        } }
    }

    /// The bytes of the file the row names. A row whose file is missing or cut short is a miss,
    /// and the row is removed (under the write lock, once the file is seen missing there too).
    func retrieveFile(_ key: String) async throws -> Data? {
        let row: (name: String, size: Int)? = try await read(empty: nil) { pool in
            try await pool.read { db in
                try Row.fetchOne(db, sql: "SELECT hash, size FROM imageFile WHERE url = ?", arguments: [key])
                    .map { row -> (name: String, size: Int) in (row[0], row[1]) }
            }
        }
        guard let row else { return nil }
        let data: Data?
        do {
            data = try imageFolder.contents(of: row.name, size: row.size)
        } catch {
            throw SQLiteFeedStoreError(operation: .retrieve, fileURL: fileURL, reason: Self.reason(for: error))
        }
        if data == nil { try? await forgetBrokenFile(row.name, size: row.size) }
        return data
    }

    /// Removes every row naming `name` when its file is still missing or not `size` bytes long,
    /// and the file itself when it is there but short.
    private func forgetBrokenFile(_ name: String, size: Int) async throws {
        let folder = imageFolder
        try await changing { try await perform(.save) { pool in
            try await pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let found = folder.size(of: name)
                    guard found != size else { return .commit }
                    try db.execute(sql: "DELETE FROM imageFile WHERE hash = ?", arguments: [name])
                    if found != nil { folder.remove(name) }
                    return .commit
                }
            }
        } }
    }

    /// Removes the files among `names` that no committed row names, under the write lock.
    static func removeUnnamedFiles(_ names: Set<String>, in folder: ImageFolder, _ db: Database) throws {
        guard !names.isEmpty else { return }
        try db.inTransaction(.immediate) {
            let named = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM imageFile WHERE hash = ?)")
            for name in names {
                if try Bool.fetchOne(named, arguments: [name]) != true { folder.remove(name) }
            }
            return .commit
        }
    }

    /// Deletes the least recently used rows, never `url`'s, until the cap holds; answers the
    /// files they named.
    private static func evictLeastRecentlyUsedFiles(_ db: Database, keeping url: String, maxBytes: Int) throws -> Set<String> {
        var total = try Int.fetchOne(db, sql: "SELECT SUM(size) FROM imageFile") ?? 0
        guard total > maxBytes else { return [] }

        var evicted: [String] = []
        var names: Set<String> = []
        let oldestFirst = try Row.fetchCursor(
            db, sql: "SELECT url, hash, size FROM imageFile WHERE url != ? ORDER BY lastAccess", arguments: [url]
        )
        while total > maxBytes, let row = try oldestFirst.next() {
            evicted.append(row[0])
            names.insert(row[1])
            total -= row[2] as Int
        }
        let delete = try db.cachedStatement(sql: "DELETE FROM imageFile WHERE url = ?")
        for url in evicted { try delete.execute(arguments: [url]) }
        return names
    }
}
