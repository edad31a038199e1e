import Foundation
import GRDB
import NIOConcurrencyHelpers

extension SQLiteLibraryStore {
    /// What reads go through: the open database once this store has written, else the file
    /// opened read-only. That takes no write transaction and runs no migration, so another
    /// process's long write does not hold it (WAL readers never wait for the writer); on a disk
    /// too full for SQLite's shared-memory file, a library whose WAL holds nothing is read as it
    /// lies on disk. Whatever the read-only look cannot settle (a damaged file, a newer one, one
    /// to migrate) is left to `database()`, which says so.
    func reader() throws -> any DatabaseReader {
        if let writer = open.withLockedValue({ $0 }) { return writer }
        do {
            return try readOnly.withLockedValue { kept in
                if let kept { return kept }
                let opened = try openForReading()
                kept = opened
                return opened
            }
        } catch let error as DatabaseError where !walHoldsCommits && Self.isOutOfSpace(error) {
            // Not kept: read as it lies, it would not see later commits of other processes.
            return try openReadOnly()
        } catch {
            return try database()
        }
    }

    private func openForReading() throws -> any DatabaseReader {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
        do {
            try queue.read(Self.checkCurrentLibrary)
        } catch {
            try? queue.close()
            throw error
        }
        return queue
    }

    /// A whole library of this version, with its table: one the read-only connection may read
    /// as is. Every page is checked, as when the file is opened to write (it is small).
    private static func checkCurrentLibrary(_ db: Database) throws {
        guard try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"] else {
            throw LibraryFileInspection.Unreadable(reason: "the file is damaged")
        }
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id")
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version")
        guard applicationID == LibrarySchema.applicationID, version == LibrarySchema.version else {
            throw LibraryFileInspection.Unreadable(reason: "not a library of this version")
        }
        try LibrarySchema.checkColumns(db)
    }

    /// Whether the WAL beside the file may hold commits the file itself has not.
    private var walHoldsCommits: Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path + "-wal")[.size] as? NSNumber)?.intValue
        return (size ?? 0) > 0
    }

    /// SQLite could not make or grow the shared-memory file: the disk (or the file size limit) is full.
    private static func isOutOfSpace(_ error: DatabaseError) -> Bool {
        [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode)
    }
}
