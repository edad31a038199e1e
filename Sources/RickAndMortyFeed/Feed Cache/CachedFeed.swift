import Foundation

/// What a `FeedStore` holds: the pages of the unfiltered feed a person has loaded (sorted by
/// page number) and when the cache was started, i.e. when its page 1 was saved.
public struct CachedFeed: Hashable, Sendable {
    public let pages: [LocalCharactersPage]
    public let timestamp: Date

    public init(pages: [LocalCharactersPage], timestamp: Date) {
        self.pages = pages
        self.timestamp = timestamp
    }
}
