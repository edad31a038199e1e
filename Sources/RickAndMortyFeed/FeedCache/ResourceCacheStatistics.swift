import Foundation

/// What the cache holds of one resource, for `rmfeed cache info`.
public struct ResourceCacheStatistics: Hashable, Sendable {
    /// Items kept, listed by a page or looked up by id.
    public let count: Int
    /// Pages of the unfiltered resource kept.
    public let pages: Int
    /// When the oldest of those pages was saved (the first to expire); `nil` without pages.
    public let timestamp: Date?

    public init(count: Int, pages: Int, timestamp: Date?) {
        self.count = count
        self.pages = pages
        self.timestamp = timestamp
    }

    public static var empty: Self { Self(count: 0, pages: 0, timestamp: nil) }
}
