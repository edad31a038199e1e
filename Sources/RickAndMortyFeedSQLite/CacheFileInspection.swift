import Foundation
import GRDB

/// What a file at the cache's path is, read without changing a byte of it: opening it as the
/// store does (WAL mode, migrations) would write into a file that may not be ours.
enum CacheFileInspection: Equatable {
    /// Missing, empty, or made by rmfeed (this version or an earlier one): open it.
    case ours
    /// A database of something else, or of a newer rmfeed: move it aside, untouched.
    case foreign
    /// Not a database SQLite can read: the corrupt-file course handles it.
    case unreadable

    static func inspect(_ url: URL) -> CacheFileInspection {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
        guard let size, size > 0 else { return .ours }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try classify(db) }
        } catch {
            return .unreadable
        }
    }

    private static func classify(_ db: Database) throws -> CacheFileInspection {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == FeedCacheSchema.applicationID {
            return version <= FeedCacheSchema.version ? .ours : .foreign
        }
        guard applicationID == 0 else { return .foreign }
        let tables = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
        if tables.isEmpty { return .ours }
        guard tables.isSubset(of: FeedCacheSchema.knownTables), tables.contains("grdb_migrations") else { return .foreign }
        let migrations = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        return migrations.contains(FeedCacheSchema.firstMigration) ? .ours : .foreign
    }
}
