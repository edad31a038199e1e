import Foundation
import GRDB
import RickAndMortyFeed

/// A cached page of episodes or locations: its place in the resource, when it was saved, and the
/// ids of its items in the API's order (a JSON array); the items are rows of the resource's own
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
}
