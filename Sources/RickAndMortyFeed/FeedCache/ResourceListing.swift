import Foundation

/// A page of the items a filtered query matches among the cached pages, as a store answers it.
public struct ResourceListing<Item: Hashable & Sendable>: Hashable, Sendable {
    public let items: [Item]
    /// How many items match, on every page.
    public let totalCount: Int
    /// When the oldest page of the listing was saved.
    public let savedAt: Date
    /// Whether those pages are the whole resource (`WholeFeed`): a listing of part of it may
    /// leave matches out.
    public let isWhole: Bool

    public init(items: [Item], totalCount: Int, savedAt: Date, isWhole: Bool) {
        self.items = items
        self.totalCount = totalCount
        self.savedAt = savedAt
        self.isWhole = isWhole
    }
}
