import Foundation
import GRDB
import RickAndMortyFeed

/// A cached page of characters, episodes or locations: its place in the resource, when it was
/// saved, and the ids of its items in the API's order (a JSON array); the items are rows of the resource's own
/// table. The timestamp round-trips exactly (see `ReferenceDateRecord`).
struct ResourcePageRecord: Codable, FetchableRecord, PersistableRecord, ReferenceDateRecord {
    static let databaseTableName = "resourcePage"

    enum Columns: String, ColumnExpression, CaseIterable {
        case resource, number, nextPage, totalPages, savedAt, itemIds, totalCount, entityTag
    }

    var resource: String
    var number: Int
    var nextPage: Int?
    var totalPages: Int
    var savedAt: Date
    var itemIds: [Int]
    var totalCount: Int?
    var entityTag: String?

    init<Item>(resource: String, page: LocalResourcePage<Item>) where Item: LocalResourceItem {
        self.resource = resource
        number = page.number
        nextPage = page.nextPage
        totalPages = page.totalPages
        savedAt = page.savedAt
        itemIds = page.items.map(\.id)
        totalCount = page.totalCount
        entityTag = page.entityTag
    }

    func page<Item>(with items: [Item]) -> LocalResourcePage<Item> {
        LocalResourcePage(
            number: number, items: items, nextPage: nextPage, totalPages: totalPages,
            savedAt: savedAt, totalCount: totalCount, entityTag: entityTag
        )
    }

    static func of(_ resource: String) -> QueryInterfaceRequest<ResourcePageRecord> {
        filter(Columns.resource == resource)
    }

    /// The resource's pages without their ids, sorted by number; only those saved within `saved`
    /// when it is given.
    static func infos(of resource: String, saved: ClosedRange<Date>? = nil, _ db: Database) throws -> [LocalPageInfo] {
        var request = of(resource)
        if let saved {
            let (lower, upper) = (saved.lowerBound.timeIntervalSinceReferenceDate, saved.upperBound.timeIntervalSinceReferenceDate)
            request = request.filter(Columns.savedAt >= lower && Columns.savedAt <= upper)
        }
        return try request.select(Columns.number, Columns.totalPages, Columns.savedAt).order(Columns.number)
            .asRequest(of: Row.self).fetchAll(db)
            .map { LocalPageInfo(number: $0[0], totalPages: $0[1], savedAt: Date(timeIntervalSinceReferenceDate: $0[2])) }
    }
}
