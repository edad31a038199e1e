import Foundation
import GRDB
import RickAndMortyFeed

/// A cached episode or location: one row per id, with the last time it was saved. What differs
/// between the resources is the record's columns; storing them is written once
/// (`SQLiteResourceStore`).
protocol ResourceItemRecord: Codable, FetchableRecord, PersistableRecord, ReferenceDateRecord, Sendable {
    associatedtype Item: LocalResourceItem
    /// The name pages of this resource are filed under in `resourcePage`.
    static var resource: String { get }
    var id: Int { get }
    var savedAt: Date { get }
    init(_ item: Item, savedAt: Date)
    var item: Item { get }
}

extension ResourceItemRecord {
    var saved: LocalSavedItem<Item> {
        LocalSavedItem(item: item, savedAt: savedAt)
    }
}
