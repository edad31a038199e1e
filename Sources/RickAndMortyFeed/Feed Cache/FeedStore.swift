import Foundation

/// Where the feed cache lives. Infrastructure (SQLite, memory) conforms; the core owns the protocol.
///
/// Contract: `retrieve` has no side effects. `replaceFeed` swaps the whole cache for page 1 and
/// its timestamp atomically: when it fails, the previous cache is left exactly as it was.
/// `insert` adds or overwrites a later page of the cached feed, keeping the timestamp, and does
/// nothing when no feed is cached (the page would belong to no feed). `retrieveTimestamp` tells
/// when the cached feed was saved (`nil` when none is) without reading its pages: adding a page
/// to a cache must not cost reading the whole cache.
public protocol FeedStore: Sendable {
    func retrieve() async throws -> CachedFeed?
    func retrieveTimestamp() async throws -> Date?
    func replaceFeed(with firstPage: LocalCharactersPage, timestamp: Date) async throws
    func insert(_ page: LocalCharactersPage) async throws
    func deleteCachedFeed() async throws
}
