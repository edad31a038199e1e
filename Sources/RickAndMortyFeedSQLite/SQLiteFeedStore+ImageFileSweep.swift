import Foundation
import GRDB

extension SQLiteFeedStore {
    /// A temporary file younger than this may be another process's save in progress.
    static let temporaryFileGrace: TimeInterval = 60

    /// *Validate feed cache*'s part for image files: removes rows whose file is missing or cut
    /// short (so a sync fetches those images again), files no row names (left by a kill between
    /// a file's rename and its row's commit, or by a cleared or replaced database) and temporary
    /// files older than a minute (left by a kill mid-write). Looks first, and takes the write
    /// lock only when there is something to remove: a cache in a read-only folder validates
    /// without an error. Nothing to do in the blobs layout.
    public func sweepImageFiles() async throws {
        let now = Date()
        guard imageLayout == .files else { return }
        let folder = imageFolder
        let rows: [String: Int] = try await read(empty: [:]) { pool in
            try await pool.read { db in
                let pairs = try Row.fetchAll(db, sql: "SELECT hash, size FROM imageFile").map { row -> (String, Int) in (row[0], row[1]) }
                return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            }
        }
        let entries = folder.entries()
        let onDisk = Dictionary(entries.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
        let broken = Set(rows.filter { onDisk[$0.key] != $0.value }.keys)
        let unnamed = Set(entries.map(\.name).filter { ImageFolder.isImageName($0) && rows[$0] == nil })
        let stale = entries.filter {
            ImageFolder.isTemporaryName($0.name) && now.timeIntervalSince($0.modified) > Self.temporaryFileGrace
        }
        for entry in stale { folder.remove(entry.name) }
        guard !broken.isEmpty || !unnamed.isEmpty else { return }

        try await changing { try await perform(.save) { pool in
            try await pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let delete = try db.cachedStatement(sql: "DELETE FROM imageFile WHERE hash = ? AND size = ?")
                    // Seen again under the lock: another process may have put it right since.
                    for name in broken where folder.size(of: name) != rows[name] {
                        try delete.execute(arguments: [name, rows[name] ?? 0])
                    }
                    return .commit
                }
                // A file cut short goes with its rows, unless a row names it again.
                try Self.removeUnnamedFiles(unnamed.union(broken.filter { onDisk[$0] != nil }), in: folder, db)
            }
        } }
    }
}
