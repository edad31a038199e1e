import Foundation
import GRDB
import RickAndMortyFeed

/// A resource's cache (characters, episodes or locations) in the feed cache's file: a `ResourceStore` over
/// `SQLiteFeedStore`'s connection. Every change is one write transaction, so a failure or a
/// killed process leaves the cache as it was before it, or as it is after.
public struct SQLiteResourceStore<Item: LocalResourceItem>: ResourceStore {
    private let store: SQLiteFeedStore
    private let table: any ResourceTable<Item>

    init<Record: ResourceItemRecord>(store: SQLiteFeedStore, record: Record.Type) where Record.Item == Item {
        self.store = store
        self.table = RecordTable<Record>()
    }

    public func retrieve() async throws -> [LocalResourcePage<Item>] {
        try await store.read(empty: []) { pool in
            try await pool.read { db in
                try ResourcePageRecord.of(table.resource).order(ResourcePageRecord.Columns.number).fetchAll(db)
                    .map { try $0.page(with: table.items(listedBy: $0, db)) }
            }
        }
    }

    public func retrievePage(number: Int) async throws -> LocalResourcePage<Item>? {
        try await store.read(empty: nil) { pool in
            try await pool.read { db in
                guard let page = try ResourcePageRecord.fetchOne(db, key: [
                    ResourcePageRecord.Columns.resource.name: table.resource, ResourcePageRecord.Columns.number.name: number,
                ]) else { return nil }
                return try page.page(with: table.items(listedBy: page, db))
            }
        }
    }

    /// The page's items and the page, in one transaction.
    public func insert(_ page: LocalResourcePage<Item>) async throws {
        try await insert([page])
    }

    /// Every page's items and the pages, in one transaction.
    public func insert(_ pages: [LocalResourcePage<Item>]) async throws {
        guard !pages.isEmpty else { return }
        try await store.changing { try await store.perform(.save) { pool in
            try await pool.write { db in
                for page in pages {
                    try table.save(page.items, savedAt: page.savedAt, db)
                    try ResourcePageRecord(resource: table.resource, page: page).upsert(db)
                }
            }
        } }
    }

    public func retrievePageInfos() async throws -> [LocalPageInfo] {
        try await store.read(empty: []) { pool in
            try await pool.read { db in try ResourcePageRecord.infos(of: table.resource, db) }
        }
    }

    public func retrieveItemStamps() async throws -> [LocalItemStamp] {
        try await store.read(empty: []) { pool in
            try await pool.read { db in try table.stamps(db) }
        }
    }

    /// One read: the pages saved within `saved`, then the matches filtered, sorted and paged in
    /// SQL (`ResourceListingSQL`), and counted.
    public func listing(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async throws -> ResourceListing<Item>? {
        try await store.read(empty: nil) { pool in
            try await pool.read { db in try table.listing(query, saved: saved, db) }
        }
    }

    /// One read: a GROUP BY per facet field (`ResourceFacetsSQL.swift`).
    public func facets(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async throws -> ResourceFacets? {
        try await store.read(empty: nil) { pool in
            try await pool.read { db in try table.facets(query, saved: saved, db) }
        }
    }

    public func deletePages(_ pages: [LocalPageInfo]) async throws {
        try await store.changing { try await store.perform(.delete) { pool in
            try await pool.write { db in
                for page in pages {
                    try ResourcePageRecord.of(table.resource)
                        .filter(ResourcePageRecord.Columns.number == page.number)
                        .filter(ResourcePageRecord.Columns.savedAt == page.savedAt.timeIntervalSinceReferenceDate)
                        .deleteAll(db)
                }
            }
        } }
    }

    /// One transaction: the page's row takes the new timestamp only while it still has the one
    /// and the tag it was retrieved with, and then so do its items saved before (their search
    /// index rows follow by trigger); nothing is rewritten but timestamps.
    public func restampPage(_ page: LocalResourcePage<Item>, savedAt: Date) async throws {
        try await store.changing { try await store.perform(.save) { pool in
            try await pool.write { db in
                let restamped = try ResourcePageRecord.of(table.resource)
                    .filter(ResourcePageRecord.Columns.number == page.number)
                    .filter(ResourcePageRecord.Columns.savedAt == page.savedAt.timeIntervalSinceReferenceDate)
                    .filter(ResourcePageRecord.Columns.entityTag == page.entityTag)
                    .updateAll(db, ResourcePageRecord.Columns.savedAt.set(to: savedAt.timeIntervalSinceReferenceDate))
                if restamped > 0 { try table.restamp(ids: page.items.map(\.id), savedAt: savedAt, db) }
            }
        } }
    }

    public func retrieveItems(ids: [Int]) async throws -> [LocalSavedItem<Item>] {
        try await store.read(empty: []) { pool in
            try await pool.read { db in try table.saved(ids: ids, db) }
        }
    }

    public func retrieveItems() async throws -> [LocalSavedItem<Item>] {
        try await store.read(empty: []) { pool in
            try await pool.read { db in try table.saved(ids: nil, db) }
        }
    }

    public func insert(_ items: [Item], savedAt: Date) async throws {
        try await store.changing { try await store.perform(.save) { pool in
            try await pool.write { db in try table.save(items, savedAt: savedAt, db) }
        } }
    }

    public func deleteItems(_ items: [LocalItemStamp]) async throws {
        try await store.changing { try await store.perform(.delete) { pool in
            try await pool.write { db in try table.delete(items, db) }
        } }
    }

    /// A file too damaged to delete rows from is replaced by a fresh file, so validating any
    /// resource repairs the cache.
    public func deleteAll() async throws {
        try await store.changing { try await store.deleteRowsOrFile { db in
            try ResourcePageRecord.of(table.resource).deleteAll(db)
            try table.deleteAll(db)
        } }
    }
}
