import Foundation
import GRDB
import RickAndMortyFeed

/// The statements on one resource's item table that `SQLiteResourceStore` needs, written once
/// for every `ResourceItemRecord`.
protocol ResourceTable<Item>: Sendable {
    associatedtype Item: LocalResourceItem
    var resource: String { get }
    func items(listedBy page: ResourcePageRecord, _ db: Database) throws -> [Item]
    /// Every row when `ids` is `nil`; sorted by id.
    func saved(ids: [Int]?, _ db: Database) throws -> [LocalSavedItem<Item>]
    func save(_ items: [Item], savedAt: Date, _ db: Database) throws
    /// The rows of `ids` saved before `savedAt` take it; nothing else of them changes.
    func restamp(ids: [Int], savedAt: Date, _ db: Database) throws
    func stamps(_ db: Database) throws -> [LocalItemStamp]
    /// The page of `query`'s matches among the items listed by the pages saved within `saved`.
    func listing(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>, _ db: Database) throws -> ResourceListing<Item>?
    func facets(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>, _ db: Database) throws -> ResourceFacets?
    func delete(_ items: [LocalItemStamp], _ db: Database) throws
    func deleteAll(_ db: Database) throws
}

struct RecordTable<Record: ResourceItemRecord>: ResourceTable {
    private let id = Column("id")

    var resource: String { Record.resource }

    /// The page's items in the page's order; one kept by id is never older than its page, so
    /// each is there (one missing from a damaged file is left out rather than failing the page).
    func items(listedBy page: ResourcePageRecord, _ db: Database) throws -> [Record.Item] {
        let rows = try Record.filter(page.itemIds.contains(id)).fetchAll(db)
        let byID = Dictionary(rows.map { ($0.id, $0.item) }, uniquingKeysWith: { first, _ in first })
        return page.itemIds.compactMap { byID[$0] }
    }

    func saved(ids: [Int]?, _ db: Database) throws -> [LocalSavedItem<Record.Item>] {
        var request = Record.order(id)
        if let ids { request = request.filter(Set(ids).contains(id)) }
        return try request.fetchAll(db).map(\.saved)
    }

    /// Each item inserted, or overwriting the row of its id.
    func save(_ items: [Record.Item], savedAt: Date, _ db: Database) throws {
        for item in items { try Record(item, savedAt: savedAt).upsert(db) }
    }

    func restamp(ids: [Int], savedAt: Date, _ db: Database) throws {
        let stamp = savedAt.timeIntervalSinceReferenceDate
        let savedAtColumn = Column("savedAt")
        try Record.filter(Set(ids).contains(id)).filter(savedAtColumn < stamp).updateAll(db, savedAtColumn.set(to: stamp))
    }

    func stamps(_ db: Database) throws -> [LocalItemStamp] {
        try Row.fetchAll(db, sql: "SELECT id, savedAt FROM \(Record.databaseTableName) ORDER BY id").map {
            LocalItemStamp(id: $0["id"], savedAt: Date(timeIntervalSinceReferenceDate: $0["savedAt"]))
        }
    }

    func listing(_ query: ResourceQuery<Record.Item.Filters>, saved: ClosedRange<Date>, _ db: Database) throws -> ResourceListing<Record.Item>? {
        try listing(ResourceListingSQL(query, saved: saved), db)
    }

    /// The listing `sql` asks for; `nil` when no page was saved within its range.
    func listing(_ sql: ResourceListingSQL<Record>, _ db: Database) throws -> ResourceListing<Record.Item>? {
        let pages = try ResourcePageRecord.infos(of: Record.resource, saved: sql.saved, db)
        guard let oldest = pages.map(\.savedAt).min() else { return nil }
        return try ResourceListing(
            items: Record.fetchAll(db, sql: sql.page, arguments: sql.arguments + sql.pageArguments).map(\.item),
            totalCount: Int.fetchOne(db, sql: sql.count, arguments: sql.arguments) ?? 0,
            savedAt: oldest,
            isWhole: WholeFeed.isWhole(pages.map { ($0.number, $0.totalPages) })
        )
    }

    /// Each item as it was retrieved: one saved again since (another timestamp) is kept.
    func delete(_ items: [LocalItemStamp], _ db: Database) throws {
        for stamp in items { try Record.deleteUnchanged(id: stamp.id, savedAt: stamp.savedAt, db) }
    }

    func deleteAll(_ db: Database) throws {
        try Record.deleteAll(db)
    }
}
