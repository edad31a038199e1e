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
    /// The API's `ETag` for the page, as it sent it, so an expired page can be asked for again
    /// with `If-None-Match` (`PageRevalidation`); `nil` when it sent none, or for pages cached
    /// before it was kept.
    public let entityTag: String?

    public init(
        number: Int, items: [Item], nextPage: Int?, totalPages: Int, savedAt: Date,
        totalCount: Int? = nil, entityTag: String? = nil
    ) {
        self.number = number
        self.items = items
        self.nextPage = nextPage
        self.totalPages = totalPages
        self.savedAt = savedAt
        self.totalCount = totalCount
        self.entityTag = entityTag
    }

    /// The same page with the same tag, saved at `date`: what an API's "not modified" keeps.
    public func savedAgain(at date: Date) -> LocalResourcePage {
        LocalResourcePage(
            number: number, items: items, nextPage: nextPage, totalPages: totalPages,
            savedAt: date, totalCount: totalCount, entityTag: entityTag
        )
    }
}
