import Foundation
import GRDB

/// Reads a library file's marks without the store, read-only.
enum LibraryFileHeader {
    static func applicationID(_ url: URL) throws -> Int32 {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }
    }

    /// The files beside `url` whose names start with its name and `.corrupt-`, without the WAL
    /// companions moved with them.
    static func movedAside(_ url: URL) throws -> [URL] {
        let folder = url.deletingLastPathComponent()
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(url.lastPathComponent + ".corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
