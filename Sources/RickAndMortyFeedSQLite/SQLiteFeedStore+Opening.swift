import Foundation
import GRDB

/// Opening the file: under the folder lock, moving a file that is not rmfeed's aside, migrating
/// and checking it, with the connections' settings; read-only when its folder cannot be written.
extension SQLiteFeedStore {
    /// A file that is not rmfeed's is moved aside untouched first, and a fresh one made in its
    /// place. In a folder that cannot be written, an existing file is still read (see
    /// `openReadOnly`).
    func openDatabase() throws -> any DatabaseWriter {
        let folder = fileURL.deletingLastPathComponent()
        // Made first so that it can be locked.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try CacheFolderLock.whileHeld(on: folder) { try openDatabaseAlone() }
    }

    /// `openDatabase` while no other process opens the file (see `CacheFolderLock`).
    private func openDatabaseAlone() throws -> any DatabaseWriter {
        if CacheFileInspection.inspect(fileURL) == .foreign { try moveAsideForeignFile() }
        do {
            return try openWriter()
        } catch where FileManager.default.fileExists(atPath: fileURL.path) && !Self.isWritableFolder(fileURL.deletingLastPathComponent()) {
            return try openReadOnly()
        }
    }

    /// A pool as a rule; one connection (`singleConnection`), in WAL mode like the pool's so that
    /// other processes read and write beside it, which writes nothing to the file until something
    /// is saved. A pool turns WAL on itself.
    private func openWriter() throws -> any DatabaseWriter {
        let configuration = Self.configuration(settingWAL: singleConnection)
        if singleConnection { return try prepared(DatabaseQueue(path: fileURL.path, configuration: configuration)) }
        return try prepared(DatabasePool(path: fileURL.path, configuration: configuration))
    }

    /// Brings a freshly opened file up to date and checks it; closes it when that fails. A file
    /// that is already up to date is only read: a write transaction here would wait for the write
    /// lock of a process saving back to back (`rmfeed sync` beside `rmfeed characters`), and give up
    /// after the busy timeout (GRDB's migrator writes even when nothing is left to migrate).
    private func prepared<Writer: DatabaseWriter>(_ writer: Writer) throws -> Writer {
        do {
            if try !writer.read(FeedCacheSchema.isUpToDate) {
                try FeedCacheSchema.migrator.migrate(writer)
                try writer.write { db in try FeedCacheSchema.mark(db) }
            }
            try writer.read { db in try FeedCacheSchema.checkColumns(db) }
        } catch {
            try? writer.close()
            throw error
        }
        return writer
    }

    /// `settingWAL`: turns WAL on as each connection opens (a no-op on a file already in WAL
    /// mode). GRDB's own `journalMode = .wal` would not do: it writes to a file without a WAL.
    private static func configuration(settingWAL: Bool) -> Configuration {
        var configuration = Configuration()
        // The CLI and the server may share the file; wait for the other's write instead of failing.
        configuration.busyMode = .timeout(5)
        // In WAL mode, NORMAL keeps every transaction atomic and survives a crash of the process;
        // it skips the fsync on each commit (made at checkpoints instead), which under FULL was
        // most of `rmfeed sync --images`'s time: one commit per image.
        configuration.prepareDatabase { db in
            // Before WAL is turned on: a new file's page size can only be set while it is empty.
            // Most of the file is image blobs (~40 KB each, 33 MB for a full sync). 16 KiB pages
            // (taken by a new file only) write one in 3 pages instead of 10, and checkpointing
            // every ~1.6 MB copies the WAL back while it is still in the CPU's cache: saving a
            // full sync's images took ~40% less time than with 4 KiB pages and 4 MB checkpoints.
            try db.execute(sql: "PRAGMA page_size = 16384")
            if settingWAL { try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 100")
            // A WAL grown while readers kept a checkpoint from finishing (serve beside a sync)
            // is cut back to 4 MiB when it next starts over, instead of staying at its largest.
            try db.execute(sql: "PRAGMA journal_size_limit = 4194304")
            // Statement journals in memory, not in files under /var/tmp: a row saved with the
            // search index's triggers journals the pages it changes (~5 pages of 16 KiB, past
            // SQLite's 64 KiB before it spills to a file), and a sync's page saves wrote ~73 MB
            // of such files. They only undo one statement inside a transaction; a crash is
            // undone by the WAL, as before.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            addListingFunctions(db)
        }
        return configuration
    }

    /// A folder that cannot be written cannot hold the WAL's shared-memory file that a reader
    /// needs, so SQLite refuses the file. Opened as immutable and read-only, it is still read:
    /// offline pages are served from it, and every save is a clear error.
    private func openReadOnly() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in Self.addListingFunctions(db) }
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))
        let path = fileURL.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? fileURL.path
        let queue = try DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration)
        do {
            try queue.read { db in try FeedCacheSchema.checkColumns(db) }
        } catch {
            try? queue.close()
            throw error
        }
        return queue
    }

    private static func isWritableFolder(_ folder: URL) -> Bool {
        access(folder.path, W_OK) == 0
    }

    /// Renames the file and its WAL companions to `NAME.not-rmfeed-TIMESTAMP…`, beside it.
    private func moveAsideForeignFile() throws {
        let aside = fileURL.path + ".not-rmfeed-\(Int(Date().timeIntervalSince1970))"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: fileURL.path + suffix) {
            try FileManager.default.moveItem(atPath: fileURL.path + suffix, toPath: aside + suffix)
        }
    }
}
