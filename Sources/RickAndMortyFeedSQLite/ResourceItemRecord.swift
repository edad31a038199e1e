import Foundation
import GRDB
import RickAndMortyFeed

/// A cached character, episode or location: one row per id, with the last time it was saved.
/// What differs between the resources is the record's columns; storing them is written once
/// (`SQLiteResourceStore`).
///
/// Rows are written and read through GRDB's `Codable` records: the lists of ids as JSON text,
/// dates in seconds since the reference date (`ReferenceDateRecord`).
protocol ResourceItemRecord: Codable, FetchableRecord, PersistableRecord, ReferenceDateRecord, Sendable
where Columns: ColumnExpression & CaseIterable {
    associatedtype Item: LocalResourceItem
    /// The name pages of this resource are filed under in `resourcePage`.
    static var resource: String { get }
    var id: Int { get }
    var savedAt: Date { get }
    init(_ item: Item, savedAt: Date)
    var item: Item { get }
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
