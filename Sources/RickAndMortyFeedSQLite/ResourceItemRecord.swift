import Foundation
import GRDB
import RickAndMortyFeed

/// A cached episode or location: one row per id, with the last time it was saved. What differs
/// between the resources is the record's columns; storing them is written once
/// (`SQLiteResourceStore`).
protocol ResourceItemRecord: Codable, FetchableRecord, PersistableRecord, ReferenceDateRecord, Sendable
where Columns: ColumnExpression & CaseIterable {
    associatedtype Item: LocalResourceItem
    /// The name pages of this resource are filed under in `resourcePage`.
    static var resource: String { get }
    var id: Int { get }
    var savedAt: Date { get }
    init(_ item: Item, savedAt: Date)
    var item: Item { get }
    /// One column's value as the row stores it: the ids as JSON text (`IDListColumn`), dates
    /// in seconds since the reference date (`ReferenceDateRecord`).
    func value(of column: Columns) -> (any DatabaseValueConvertible)?
}

extension ResourceItemRecord {
    /// The row written directly from `value(of:)`, the same values as the `Encodable` round
    /// trip through GRDB's record encoder, which ran a `JSONEncoder` for the ids of every row
    /// (a sync saves every episode and location).
    func encode(to container: inout PersistenceContainer) {
        for column in Columns.allCases { container[column] = value(of: column) }
    }

    var saved: LocalSavedItem<Item> {
        LocalSavedItem(item: item, savedAt: savedAt)
    }
}
