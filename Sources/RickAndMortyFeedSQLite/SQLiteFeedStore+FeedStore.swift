import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: FeedStore {
    public func retrieve() async throws -> [LocalCharactersPage] {
        try await read(empty: []) { pool in
            try await pool.read { db in
                var characters: [Int: [LocalFeedCharacter]] = [:]
                let rows = try PageCharacterRecord.order(PageCharacterRecord.Columns.page, PageCharacterRecord.Columns.position).fetchCursor(db)
                while let record = try rows.next() {
                    characters[record.page, default: []].append(record.character)
                }
                return try PageRecord.order(PageRecord.Columns.number).fetchAll(db)
                    .map { $0.page(with: characters[$0.number] ?? []) }
            }
        }
    }

    /// Two indexed reads: one page's row and its characters.
    public func retrievePage(number: Int) async throws -> LocalCharactersPage? {
        try await read(empty: nil) { pool in
            try await pool.read { db in
                guard let page = try PageRecord.fetchOne(db, key: number) else { return nil }
                let characters = try PageCharacterRecord.onPage(number).fetchAll(db)
                return page.page(with: characters.map(\.character))
            }
        }
    }

    /// One write transaction: if anything fails or the process dies, the previous page stays.
    public func insert(_ page: LocalCharactersPage) async throws {
        try await insert([page])
    }

    /// Every page in one write transaction: if anything fails or the process dies, every
    /// previous page stays. A number given twice is saved as its last page, as two inserts in a
    /// row would. The characters of every page go in a few multi-row statements, each one piece
    /// of the search index (see `MultiRowInsert`): the old ones are deleted first, then the pages
    /// they belong to are written, then the characters.
    public func insert(_ pages: [LocalCharactersPage]) async throws {
        var numbers = Set<Int>()
        let pages = Array(pages.reversed().filter { numbers.insert($0.number).inserted }.reversed())
        guard !pages.isEmpty else { return }
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                try Self.deleteRows(ofPages: pages.map(\.number), db)
                for page in pages { try PageRecord(page).insert(db) }
                let rows = pages.flatMap { page in
                    page.characters.enumerated().map { PageCharacterRecord(page: page.number, position: $0, character: $1).values }
                }
                try PageCharacterRecord.inserts.execute(rows, db)
            }
        } }
    }

    /// One write transaction; a page saved again since it was retrieved has another timestamp
    /// and is kept.
    public func deletePages(_ pages: [LocalCharactersPage]) async throws {
        try await changing { try await perform(.delete) { pool in
            try await pool.write { db in
                for page in pages where try PageRecord.fetchOne(db, key: page.number)?.savedAt == page.savedAt {
                    try Self.deleteRows(ofPages: [page.number], db)
                }
            }
        } }
    }

    /// One statement: the page's row takes the new timestamp only while it still has the one and
    /// the tag it was retrieved with. Its characters' rows stay; the search index's rows follow
    /// the page's timestamp by a trigger (`SearchIndexMigration`).
    public func restampPage(_ page: LocalCharactersPage, savedAt: Date) async throws {
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                _ = try PageRecord.filter(key: page.number)
                    .filter(PageRecord.Columns.savedAt == page.savedAt.timeIntervalSinceReferenceDate)
                    .filter(PageRecord.Columns.entityTag == page.entityTag)
                    .updateAll(db, PageRecord.Columns.savedAt.set(to: savedAt.timeIntervalSinceReferenceDate))
            }
        } }
    }

    /// A file too damaged to delete rows from is replaced by a fresh file.
    public func deleteCachedFeed() async throws {
        try await changing { try await deleteFeedOrFile() }
    }

    private func deleteFeedOrFile() async throws {
        do {
            try await database().write { db in
                try PageCharacterRecord.deleteAll(db)
                try PageRecord.deleteAll(db)
                try LookedUpCharacterRecord.deleteAll(db)
            }
        } catch where Self.isCorruption(error) {
            do {
                try replaceWithFreshFile()
            } catch {
                throw SQLiteFeedStoreError(operation: .delete, fileURL: fileURL, reason: Self.reason(for: error))
            }
        } catch {
            throw SQLiteFeedStoreError(operation: .delete, fileURL: fileURL, reason: Self.reason(for: error))
        }
    }

    /// Two statements whatever the number of pages: their characters, then the pages.
    private static func deleteRows(ofPages numbers: [Int], _ db: Database) throws {
        try PageCharacterRecord.filter(numbers.contains(PageCharacterRecord.Columns.page)).deleteAll(db)
        try PageRecord.deleteAll(db, keys: numbers)
    }
}
