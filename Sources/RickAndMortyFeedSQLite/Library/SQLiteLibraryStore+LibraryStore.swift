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

    /// Read at each call, as every page view asks: one indexed read of a small table.
    public func ids() async throws -> LibraryIDs {
        guard exists else { return .empty }
        do {
            return try await reader().read(Self.readIDs)
        } catch {
            throw Self.reported(error, .read, fileURL)
        }
    }

    private static func readIDs(_ db: Database) throws -> LibraryIDs {
        var ids = LibraryIDs.empty
        let rows = try Row.fetchCursor(db, sql: "SELECT kind, id FROM \(LibrarySchema.entryTable)")
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

    /// One write transaction (immediate: it waits for another process's, never fails on it).
    private func perform(
        _ operation: SQLiteLibraryStoreError.Operation, _ change: @escaping @Sendable (Database) throws -> Bool
    ) async throws -> Bool {
        do {
            return try await database().write(change)
        } catch {
            throw Self.reported(error, operation, fileURL)
        }
    }

    private static func reported(_ error: any Error, _ operation: SQLiteLibraryStoreError.Operation, _ fileURL: URL) -> any Error {
        if error is SQLiteLibraryStoreError { return error }
        return SQLiteLibraryStoreError.failed(operation, fileURL: fileURL, reason: SQLiteFeedStore.reason(for: error))
    }
}
