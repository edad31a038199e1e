import Foundation

/// One cached page of an unfiltered resource, as a store keeps it: its number, its items in
/// the API's order, where the resource went on when it was loaded, and when it was saved (each
/// page follows the 7-day rule on its own).
public struct LocalResourcePage<Item: Hashable & Sendable>: Hashable, Sendable {
    public let number: Int
    public let items: [Item]
    public let nextPage: Int?
    public let totalPages: Int
    public let savedAt: Date
    /// The resource's item count when the page was loaded; `nil` for pages cached before it was kept.
    public let totalCount: Int?

    public init(number: Int, items: [Item], nextPage: Int?, totalPages: Int, savedAt: Date, totalCount: Int? = nil) {
        self.number = number
        self.items = items
        self.nextPage = nextPage
        self.totalPages = totalPages
        self.savedAt = savedAt
        self.totalCount = totalCount
    }
}
