import Foundation

/// An item a store keeps by id, with when it was last saved (with a page, or looked up by id):
/// it follows the same 7-day rule as a page.
public struct LocalSavedItem<Item: Hashable & Sendable>: Hashable, Sendable {
    public let item: Item
    public let savedAt: Date

    public init(item: Item, savedAt: Date) {
        self.item = item
        self.savedAt = savedAt
    }
}
