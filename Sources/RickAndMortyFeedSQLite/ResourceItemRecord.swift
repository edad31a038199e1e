import Foundation
import GRDB
import RickAndMortyFeed

/// A cached character, episode or location: one row per id, with the last time it was saved.
/// What differs between the resources is the record's columns; storing them is written once
/// (`SQLiteResourceStore`).
///
/// Rows are written only from `value(of:)`, in `RecordTable.save`. The records are not
/// `PersistableRecord`, so no second way to write them (GRDB's record encoder) can creep in.
protocol ResourceItemRecord: Codable, FetchableRecord, ReferenceDateRecord, Sendable
where Columns: ColumnExpression & CaseIterable {
    associatedtype Item: LocalResourceItem
    /// The name pages of this resource are filed under in `resourcePage`.
    static var resource: String { get }
    var id: Int { get }
    var savedAt: Date { get }
    init(_ item: Item, savedAt: Date)
    var item: Item { get }
    /// One column's value as the row stores it: the ids as JSON text (`IDListColumn`), dates in
    /// seconds since the reference date (`ReferenceDateRecord`). Written directly, since GRDB's
    /// record encoder ran a `JSONEncoder` for the ids of every row a sync saves.
    func value(of column: Columns) -> (any DatabaseValueConvertible)?
    /// The column a filter of the API's (`Item.Filters`) matches against; `nil` for one the
    /// resource does not have, which matches everything, as the API ignores it.
    static func filterColumn(named name: String) -> Columns?
    /// The SQL of the value an item counts under for the facet `name` (`FacetFields.facetValue`).
    static func facetExpression(named name: String) -> String?
}

extension ResourceItemRecord {
    var saved: LocalSavedItem<Item> {
        LocalSavedItem(item: item, savedAt: savedAt)
    }
}
