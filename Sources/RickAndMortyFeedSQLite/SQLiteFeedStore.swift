import Foundation
import GRDB
import RickAndMortyFeed
import NIOConcurrencyHelpers
import Synchronization

/// The feed cache and image cache in one SQLite file (GRDB, WAL mode).
///
/// The file is opened on first use, not in `init`, so a corrupt or unreadable file is a
/// retrieval error that *Validate feed cache* can repair by deleting, never a crash or a store
/// that cannot be built.
public final class SQLiteFeedStore: Sendable {
    /// 256 MiB of image bytes unless told otherwise.
    public static let defaultMaxImageBytes = 256 * 1024 * 1024

    public let fileURL: URL
    public let maxImageBytes: Int
    private let connection = NIOLockedValueBox<OpenFile?>(nil)
    private let changes = Atomic<UInt64>(0)
    let imageWriter = CoalescingWriter<PendingImage>()
    private let outsideChanges: OutsideChangeWatch
    private let singleConnection: Bool

    /// An image waiting for its turn in a write transaction.
    struct PendingImage: Sendable {
        let url: String
        let data: Data
    }

    /// The open database and the identity of the file it opened. It is a `DatabasePool` (WAL)
    /// as a rule; a read-only `DatabaseQueue` on a file in a folder that cannot be written.
    private struct OpenFile {
        let pool: any DatabaseWriter
        let identity: FileIdentity?
    }

    /// `outsideChangeInterval`: how often, at most, `generation` looks for commits made to the
    /// file by other processes. `singleConnection`: one connection for reads and writes instead
    /// of a pool (a writer and concurrent readers), for a short command that mostly reads: the
    /// pool's open writes to the file whenever it has no WAL yet (GRDB makes one), which cost a
    /// command that only reads two to four fsyncs, at open and at exit.
    public init(
        fileURL: URL,
        maxImageBytes: Int = SQLiteFeedStore.defaultMaxImageBytes,
        outsideChangeInterval: Duration = .milliseconds(250),
        singleConnection: Bool = false
    ) {
        self.fileURL = fileURL
        self.maxImageBytes = maxImageBytes
        self.outsideChanges = OutsideChangeWatch(interval: outsideChangeInterval)
        self.singleConnection = singleConnection
    }

    /// Moves on after every change this store makes to the file (attempted or done), so what a
    /// reader kept from the cache can be known to be stale without asking the file; and, within
    /// about `outsideChangeInterval`, after a change another process made.
    public var generation: UInt64 {
        lookForOutsideChangesIfDue()
        return changes.load(ordering: .acquiring)
    }

    /// Asks the open file, in the background, whether another process committed to it or put a
    /// fresh file in its place (`rmfeed cache clear`) since the last look. Nothing to ask while no
    /// file is open: nothing can have been read from it either.
    private func lookForOutsideChangesIfDue() {
        guard let open = connection.withLockedValue({ $0 }), outsideChanges.startCheckIfDue() else { return }
        open.pool.asyncWriteWithoutTransaction { [weak self] db in
            let version = try? Self.dataVersion(db)
            guard let self else { return }
            let committed = outsideChanges.finishCheck(dataVersion: version)
            if committed || FileIdentity(path: fileURL.path) != open.identity { advanceGeneration() }
        }
    }

    /// Moves when another connection commits to the file: asked of the writer connection, it
    /// sees other processes' commits and never this store's own.
    private static func dataVersion(_ db: Database) throws -> Int? {
        try Int.fetchOne(db, sql: "PRAGMA data_version")
    }

    /// Runs a change and then moves `generation` on, whether the change succeeded or not: a
    /// reader that read before the change ends sees the new generation afterwards.
    func changing<T>(_ change: () async throws -> T) async throws -> T {
        defer { advanceGeneration() }
        return try await change()
    }

    private func advanceGeneration() {
        changes.add(1, ordering: .releasing)
    }

    /// The open database. When the file was deleted or replaced since it was opened (a person
    /// cleaning their cache folder under a running server), the old connection would go on
    /// writing into a file nobody will read again, so a fresh file is opened instead.
    func database() throws -> any DatabaseWriter {
        try connection.withLockedValue { open in
            if let current = open {
                if current.identity != nil, current.identity == FileIdentity(path: fileURL.path) { return current.pool }
                try? current.pool.close()
                open = nil
                // Whatever was read from the old file is stale now.
                advanceGeneration()
            }
            let opened = try openFile()
            open = opened
            return opened.pool
        }
    }

    /// Deletes the file with its WAL and shared-memory companions and starts a fresh one: the
    /// way out of a file SQLite cannot read.
    func replaceWithFreshFile() throws {
        defer { advanceGeneration() }
        try connection.withLockedValue { open in
            // The old connection points at a file being thrown away; failing to close it cleanly
            // harms nothing once the file is unlinked.
            try? open?.pool.close()
            open = nil
            for suffix in ["", "-wal", "-shm"] {
                let url = URL(fileURLWithPath: fileURL.path + suffix)
                if FileManager.default.fileExists(atPath: url.path) {
                    try FileManager.default.removeItem(at: url)
                }
            }
            open = try openFile()
        }
    }

    /// Opens (creating and migrating) the file and notes which file it was.
    private func openFile() throws -> OpenFile {
        let pool = try openDatabase()
        outsideChanges.restart(dataVersion: try? pool.writeWithoutTransaction(Self.dataVersion))
        return OpenFile(pool: pool, identity: FileIdentity(path: fileURL.path))
    }

    /// A file that is not rmfeed's is moved aside untouched first, and a fresh one made in its
    /// place. In a folder that cannot be written, an existing file is still read (see
    /// `openReadOnly`).
    private func openDatabase() throws -> any DatabaseWriter {
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

    /// Runs `work` on the open database, reporting any failure as a `SQLiteFeedStoreError`.
    func perform<T: Sendable>(
        _ operation: SQLiteFeedStoreError.Operation,
        _ work: (any DatabaseWriter) async throws -> T
    ) async throws -> T {
        do {
            return try await work(database())
        } catch {
            throw SQLiteFeedStoreError(operation: operation, fileURL: fileURL, reason: Self.reason(for: error))
        }
    }

    static func reason(for error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? error.description }
        // Foundation's file errors print as "Error Domain=NSCocoaErrorDomain Code=512 (null)…";
        // the POSIX error underneath says what is wrong in words a person can act on.
        // (On Linux the underlying error is a Swift POSIXError: `as? NSError` does not find it.)
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        if let posix = [error, underlying].first(where: { $0?.domain == NSPOSIXErrorDomain }) ?? nil {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        return String(describing: error)
    }

    /// Reads, as `perform` does, but answers `empty` without creating anything when there is no
    /// file yet: looking at a cache (`rmfeed cache info`) must not make one.
    func read<T: Sendable>(empty: T, _ work: (any DatabaseWriter) async throws -> T) async throws -> T {
        let isOpen = connection.withLockedValue { $0 != nil }
        guard isOpen || FileManager.default.fileExists(atPath: fileURL.path) else { return empty }
        return try await perform(.retrieve, work)
    }

    /// A file SQLite cannot read, or whose schema is not the one rmfeed made: validation
    /// replaces it with a fresh one.
    static func isCorruption(_ error: any Error) -> Bool {
        if error is FeedCacheSchema.UnrecognisedSchema { return true }
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}
