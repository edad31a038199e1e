import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteLibraryStore: LibraryStore {
    public func insert(_ kind: LibraryKind, id: Int, addedAt: Date) async throws -> Bool {
        try await perform(.save) { db in
            try db.execute(
                sql: "INSERT INTO \(LibrarySchema.entryTable) (kind, id, addedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                arguments: [kind.rawValue, id, addedAt.timeIntervalSince1970]
            )
            return db.changesCount > 0
        }
    }

    public func remove(_ kind: LibraryKind, id: Int) async throws -> Bool {
        try await perform(.save) { db in
            try db.execute(sql: "DELETE FROM \(LibrarySchema.entryTable) WHERE kind = ? AND id = ?", arguments: [kind.rawValue, id])
            return db.changesCount > 0
        }
    }

    public func entries(_ kind: LibraryKind) async throws -> [LibraryEntry] {
        guard exists else { return [] }
        do {
            return try await reader().read { db in
                try Row.fetchAll(
                    db,
                    sql: "SELECT id, addedAt FROM \(LibrarySchema.entryTable) WHERE kind = ? ORDER BY addedAt, id",
                    arguments: [kind.rawValue]
                ).map { LibraryEntry(id: $0["id"], addedAt: Date(timeIntervalSince1970: $0["addedAt"])) }
            }
        } catch {
            throw Self.reported(error, .read, fileURL)
        }
    }

    /// Kept in memory between changes (`LibraryIDsWatch`). A library in a folder that cannot be
    /// written is opened as immutable, so nothing tells when it changes: it is read every time.
    public func ids() async throws -> LibraryIDs {
        guard exists else { return .empty }
        do {
            let database = try database()
            guard database is DatabasePool else { return try await database.read(LibraryIDsWatch.readIDs) }
            return try await watch.ids(in: fileURL, busyTimeout: busyTimeout)
        } catch {
            throw Self.reported(error, .read, fileURL)
        }
    }

    /// One write transaction (immediate: it waits for another process's, never fails on it).
    private func perform(
        _ operation: SQLiteLibraryStoreError.Operation, _ change: @escaping @Sendable (Database) throws -> Bool
    ) async throws -> Bool {
        do {
            let changed = try await database().write(change)
            watch.noteWrite()
            return changed
        } catch {
            throw Self.reported(error, operation, fileURL)
        }
    }

    private static func reported(_ error: any Error, _ operation: SQLiteLibraryStoreError.Operation, _ fileURL: URL) -> any Error {
        if error is SQLiteLibraryStoreError { return error }
        return SQLiteLibraryStoreError.failed(operation, fileURL: fileURL, reason: SQLiteFeedStore.reason(for: error))
    }
}
