import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore: FeedStore {
    public func retrieve() async throws -> CachedFeed? {
        try await perform(.retrieve) { pool in
            try await pool.read { db in
                guard let feed = try FeedRecord.fetchOne(db) else { return nil }
                var characters: [Int: [LocalFeedCharacter]] = [:]
                let rows = try CharacterRecord.order(Column("page"), Column("position")).fetchCursor(db)
                while let record = try rows.next() {
                    characters[record.page, default: []].append(record.character)
                }
                let pages = try PageRecord.order(Column("number")).fetchAll(db)
                return CachedFeed(pages: pages.map { $0.page(with: characters[$0.number] ?? []) }, timestamp: feed.timestamp)
            }
        }
    }

    public func retrieveTimestamp() async throws -> Date? {
        try await perform(.retrieve) { pool in
            try await pool.read { db in try FeedRecord.fetchOne(db)?.timestamp }
        }
    }

    /// One write transaction: if anything fails or the process dies, the previous cache stays.
    public func replaceFeed(with firstPage: LocalCharactersPage, timestamp: Date) async throws {
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                try Self.deleteFeed(db)
                try FeedRecord(timestamp: timestamp).insert(db)
                try Self.insert(firstPage, db)
            }
        } }
    }

    public func insert(_ page: LocalCharactersPage) async throws {
        try await changing { try await perform(.save) { pool in
            try await pool.write { db in
                guard try FeedRecord.fetchCount(db) > 0 else { return }
                try CharacterRecord.filter(Column("page") == page.number).deleteAll(db)
                try PageRecord.deleteOne(db, key: page.number)
                try Self.insert(page, db)
            }
        } }
    }

    /// A file too damaged to delete rows from is replaced by a fresh file.
    public func deleteCachedFeed() async throws {
        try await changing { try await deleteFeedOrFile() }
    }

    private func deleteFeedOrFile() async throws {
        do {
            try await database().write { db in try Self.deleteFeed(db) }
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

    private static func deleteFeed(_ db: Database) throws {
        try CharacterRecord.deleteAll(db)
        try PageRecord.deleteAll(db)
        try FeedRecord.deleteAll(db)
    }

    private static func insert(_ page: LocalCharactersPage, _ db: Database) throws {
        try PageRecord(page).insert(db)
        for (position, character) in page.characters.enumerated() {
            try CharacterRecord(page: page.number, position: position, character: character).insert(db)
        }
    }
}
