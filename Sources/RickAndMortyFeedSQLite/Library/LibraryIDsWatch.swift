import Foundation
import GRDB
import NIOConcurrencyHelpers
import RickAndMortyFeed

/// The library's ids kept in memory from one change of the file to the next, so that a page
/// view reads them only after a toggle (docs/ARCHITECTURE.md, "The personal library").
///
/// The key is the pair of a connection of its own's `PRAGMA data_version`, which moves when any
/// other connection commits (another process, or this store's writer), and a count of this
/// store's own writes, bumped after each commit. Every call reads `data_version` outside a
/// transaction, so a commit that ended before the call began is always seen; the ids and the
/// version they go with are read in one transaction.
final class LibraryIDsWatch: Sendable {
    private struct Kept {
        let dataVersion: Int
        let writes: UInt64
        let ids: LibraryIDs
    }

    private let writes = NIOLockedValueBox<UInt64>(0)
    private let kept = NIOLockedValueBox<Kept?>(nil)
    private let connection = NIOLockedValueBox<DatabaseQueue?>(nil)

    /// Counts a commit through this process's store.
    func noteWrite() {
        writes.withLockedValue { $0 &+= 1 }
    }

    /// The ids as committed now; read from the file only when its version or this store's
    /// writes moved since the kept ones were read. The file must exist and be a library.
    ///
    /// The reads run on the connection's queue, outside any transaction but the one opened
    /// here: while another connection holds a lock on the file, the wait (up to the busy
    /// timeout) takes that queue's thread, never one of Swift's task pool, which a server's
    /// every task shares.
    func ids(in fileURL: URL, busyTimeout: TimeInterval) async throws -> LibraryIDs {
        let queue = try watchConnection(fileURL, busyTimeout: busyTimeout)
        let writes = self.writes.withLockedValue { $0 }
        return try await queue.unsafeRead { db in
            let version = try Self.dataVersion(db)
            if let kept = self.kept.withLockedValue({ $0 }), kept.dataVersion == version, kept.writes == writes {
                return kept.ids
            }
            var read = Kept(dataVersion: version, writes: writes, ids: .empty)
            try db.inTransaction(.deferred) {
                read = Kept(dataVersion: try Self.dataVersion(db), writes: writes, ids: try Self.readIDs(db))
                return .commit
            }
            self.kept.withLockedValue { $0 = read }
            return read.ids
        }
    }

    /// Read-only and apart from the store's pool: its `data_version` then moves with the pool's
    /// writes too, and a page view never waits behind a write.
    ///
    /// Opened on the calling thread, once a process: GRDB reads the schema as it opens, so a
    /// file locked at that moment holds the caller up to the busy timeout, as the store's own
    /// first open (`SQLiteLibraryStore.database()`) just before it does.
    private func watchConnection(_ fileURL: URL, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        try connection.withLockedValue { connection in
            if let connection { return connection }
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(busyTimeout)
            let opened = try DatabaseQueue(path: fileURL.path, configuration: configuration)
            connection = opened
            return opened
        }
    }

    private static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
    }

    static func readIDs(_ db: Database) throws -> LibraryIDs {
        var ids = LibraryIDs.empty
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT kind, id FROM \(LibrarySchema.entryTable)"))
        while let row = try rows.next() {
            // Optional reads: a file edited by hand never stops a page.
            guard let kind = (row[0] as String?).flatMap(LibraryKind.init(rawValue:)), let id = row[1] as Int? else { continue }
            switch kind {
            case .favoriteCharacter: ids.favorites.insert(id)
            case .watchedEpisode: ids.watched.insert(id)
            }
        }
        return ids
    }
}
