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
    /// Held across an open of the file, which may wait for another process (`CacheFolderLock`)
    /// and migrate it.
    private let connection = NIOLockedValueBox<OpenFile?>(nil)
    /// What `connection` holds, set with it and read without it: `generation` is read for every
    /// kept answer and page served, and must never wait for an open.
    private let published = NIOLockedValueBox<OpenFile?>(nil)
    private let changes = Atomic<UInt64>(0)
    private let replacements = Atomic<Int>(0)
    private let outsideChanges: OutsideChangeWatch
    /// The search index's words and most links, read once per generation.
    let searchSummary = NIOLockedValueBox<SearchIndexSummary?>(nil)
    let singleConnection: Bool

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
        guard let open = published.withLockedValue({ $0 }), outsideChanges.startCheckIfDue() else { return }
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
                replacements.add(1, ordering: .relaxed)
                // Unpublished before it is closed: `generation`'s look at the file must not be
                // queued on a closed connection.
                publish(nil, in: &open)
                // Whatever was read from the old file is stale now.
                advanceGeneration()
                try? current.pool.close()
            }
            let opened = try openFile()
            publish(opened, in: &open)
            return opened.pool
        }
    }

    /// How many times the open file was found deleted or replaced by another process (`rmfeed
    /// cache clear`), counting a replacement not yet noticed by `database()`.
    public var outsideReplacements: Int {
        let replacedNow = published.withLockedValue { $0 }.map { $0.identity == nil || $0.identity != FileIdentity(path: fileURL.path) } ?? false
        return replacements.load(ordering: .relaxed) + (replacedNow ? 1 : 0)
    }

    /// Sets `connection`'s value (`open`, while it is held) and `published` with it.
    private func publish(_ file: OpenFile?, in open: inout OpenFile?) {
        open = file
        published.withLockedValue { $0 = file }
    }

    /// Deletes the file with its WAL and shared-memory companions and starts a fresh one: the
    /// way out of a file SQLite cannot read.
    func replaceWithFreshFile() throws {
        defer { advanceGeneration() }
        try connection.withLockedValue { open in
            let old = open
            // Unpublished before it is closed (see `database()`), and whatever was read from the
            // old file is stale from now on, not only once the fresh file is open, which may
            // wait for another process.
            publish(nil, in: &open)
            advanceGeneration()
            // The old connection points at a file being thrown away; failing to close it cleanly
            // harms nothing once the file is unlinked.
            try? old?.pool.close()
            for suffix in ["", "-wal", "-shm"] {
                let url = URL(fileURLWithPath: fileURL.path + suffix)
                if FileManager.default.fileExists(atPath: url.path) {
                    try FileManager.default.removeItem(at: url)
                }
            }
            publish(try openFile(), in: &open)
        }
    }

    /// Opens (creating and migrating) the file and notes which file it was.
    private func openFile() throws -> OpenFile {
        let pool = try openDatabase()
        outsideChanges.restart(dataVersion: try? pool.writeWithoutTransaction(Self.dataVersion))
        return OpenFile(pool: pool, identity: FileIdentity(path: fileURL.path))
    }

    /// Reads, as `perform` does, but answers `empty` without creating anything when there is no
    /// file yet: looking at a cache (`rmfeed cache info`) must not make one.
    func read<T: Sendable>(empty: T, _ work: (any DatabaseWriter) async throws -> T) async throws -> T {
        let isOpen = connection.withLockedValue { $0 != nil }
        guard isOpen || FileManager.default.fileExists(atPath: fileURL.path) else { return empty }
        return try await perform(.retrieve, work)
    }
}
