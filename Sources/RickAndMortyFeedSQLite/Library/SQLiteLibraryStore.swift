import Foundation
import GRDB
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// The personal library in its own SQLite file (GRDB, WAL), apart from the cache: another file,
/// another schema and migrator, another `application_id`, and no cache operation knows it.
///
/// Several processes write it at once (`rmfeed serve` and a command beside it): every toggle is
/// one immediate write transaction, and a writer waits up to `busyTimeout` for another's instead
/// of failing, so no toggle is lost. A file that cannot be read as a library is moved aside,
/// never emptied (`SQLiteLibraryStoreError.movedAside`); in a folder that cannot be written, the
/// library is still read and every save is a clear error.
public final class SQLiteLibraryStore: Sendable {
    public let fileURL: URL
    let busyTimeout: TimeInterval
    private let currentDate: @Sendable () -> Date
    let open = NIOLockedValueBox<(any DatabaseWriter)?>(nil)
    /// The file opened for reading only, while nothing was written (`reader()`).
    let readOnly = NIOLockedValueBox<(any DatabaseReader)?>(nil)

    /// `currentDate`: names the moved-aside copy of an unreadable file.
    public init(fileURL: URL, busyTimeout: TimeInterval = 10, currentDate: @escaping @Sendable () -> Date = Date.init) {
        self.fileURL = fileURL
        self.busyTimeout = busyTimeout
        self.currentDate = currentDate
    }

    /// The open database, opened (created, migrated) on first use.
    func database() throws -> any DatabaseWriter {
        try open.withLockedValue { open in
            if let open { return open }
            let opened = try openDatabase()
            open = opened
            return opened
        }
    }

    /// Whether there is anything to read: a library that was never saved is not created by
    /// looking at it.
    var exists: Bool {
        open.withLockedValue { $0 != nil } || FileManager.default.fileExists(atPath: fileURL.path)
    }

    private func openDatabase() throws -> any DatabaseWriter {
        let folder = fileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try CacheFolderLock.whileHeld(on: folder) { try openDatabaseAlone(in: folder) }
    }

    /// `openDatabase` while no other process opens the file: two processes opening a new file
    /// at once would both run its first migration.
    private func openDatabaseAlone(in folder: URL) throws -> any DatabaseWriter {
        if FileManager.default.fileExists(atPath: fileURL.path), access(folder.path, W_OK) != 0 {
            return try openReadOnly()
        }
        switch try LibraryFileInspection.inspect(fileURL, busyTimeout: busyTimeout) {
        case .ours: break
        case let .newer(version): throw SQLiteLibraryStoreError.newerVersion(fileURL: fileURL, version: version)
        case let .unreadable(reason): throw moveAside(reason: reason)
        }
        let pool = try DatabasePool(path: fileURL.path, configuration: configuration())
        do {
            try LibrarySchema.migrator.migrate(pool)
            try pool.write(LibrarySchema.markVersion)
            try pool.read(LibrarySchema.checkColumns)
            return pool
        } catch {
            try? pool.close()
            guard Self.isUnreadable(error) else { throw error }
            throw moveAside(reason: "\(error)")
        }
    }

    private func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            // Every commit reaches the disk: a toggle is a person's decision, not a copy of
            // something the API can give again.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }

    /// Read as immutable: a folder that cannot be written cannot hold the WAL's shared memory.
    func openReadOnly() throws -> any DatabaseWriter {
        var configuration = Configuration()
        configuration.readonly = true
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))
        let path = fileURL.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? fileURL.path
        let queue = try DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration)
        do {
            try queue.read(LibrarySchema.checkColumns)
        } catch {
            try? queue.close()
            throw SQLiteLibraryStoreError.unreadable(fileURL: fileURL, reason: SQLiteFeedStore.reason(for: error))
        }
        return queue
    }

    /// Renames the file and its WAL companions to `NAME.corrupt-TIMESTAMP…`, beside it, and says
    /// where; when that fails too, says the file was left where it is.
    private func moveAside(reason: String) -> SQLiteLibraryStoreError {
        let stamp = currentDate().formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
        let taken = { (path: String) in ["", "-wal", "-shm"].contains { FileManager.default.fileExists(atPath: path + $0) } }
        var aside = fileURL.path + ".corrupt-\(stamp)"
        var attempt = 1
        while taken(aside) {
            attempt += 1
            aside = fileURL.path + ".corrupt-\(stamp)-\(attempt)"
        }
        do {
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: fileURL.path + suffix) {
                try FileManager.default.moveItem(atPath: fileURL.path + suffix, toPath: aside + suffix)
            }
        } catch {
            return .unreadable(fileURL: fileURL, reason: reason)
        }
        return .movedAside(fileURL: fileURL, movedTo: URL(fileURLWithPath: aside), reason: reason)
    }

    private static func isUnreadable(_ error: any Error) -> Bool {
        if error is LibraryFileInspection.Unreadable { return true }
        guard let error = error as? DatabaseError else { return false }
        return LibraryFileInspection.isDamage(error)
    }
}
