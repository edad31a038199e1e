import Foundation
import GRDB

/// What a file at the library's path is, read without changing a byte of it.
enum LibraryFileInspection: Equatable {
    /// Missing, empty, or an rmfeed library of this version or an earlier one: open it.
    case ours
    /// An rmfeed library made by a newer rmfeed: leave it alone and say so.
    case newer(version: Int)
    /// Not a database, damaged, or not a library: moved aside, never emptied.
    case unreadable(reason: String)

    /// A file that is not a library rmfeed can read, and why.
    struct Unreadable: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// Throws when the file could not be looked at for a reason that says nothing about its
    /// content (another process holding it longer than `busyTimeout`, an I/O or permission
    /// error): a library is moved aside only when it was read and found not to be one.
    static func inspect(_ url: URL, busyTimeout: TimeInterval) throws -> LibraryFileInspection {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
        guard let size, size > 0 else { return .ours }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try classify(db) }
        } catch let error as Unreadable {
            return .unreadable(reason: error.reason)
        } catch let error as DatabaseError where isDamage(error) {
            return .unreadable(reason: SQLiteFeedStore.reason(for: error))
        }
    }

    /// SQLite read the file and found it is not a database, or a damaged one.
    static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }

    /// The file is small (two short lists), so every page is checked, not just the header.
    private static func classify(_ db: Database) throws -> LibraryFileInspection {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard check == ["ok"] else { throw Unreadable(reason: check.first ?? "the file is damaged") }
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == LibrarySchema.applicationID {
            return version <= LibrarySchema.version ? .ours : .newer(version: version)
        }
        let tables = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        guard applicationID == 0, tables == 0 else { throw Unreadable(reason: "it is not an rmfeed library file") }
        return .ours
    }
}
