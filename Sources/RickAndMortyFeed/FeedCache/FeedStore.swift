import Foundation

/// Where the feed cache lives. Infrastructure (SQLite, memory) conforms; the core owns the protocol.
///
/// The cache is a set of pages of the unfiltered feed, each saved on its own and carrying its own
/// timestamp, so that refreshing one page never throws away the others (a full sync survives a
/// look at page 1). Contract:
/// - retrieval has no side effects;
/// - `insert` replaces the page with the same number (characters and timestamp) atomically and
///   leaves every other page as it was; when it fails, the previous page stays exactly as it was;
/// - `insert(_ pages:)` does what `insert` does for each page, as one change where the store
///   can make it one (SQLite: one transaction, so a failure or a killed process leaves every
///   page as it was, or every page saved);
/// - `deletePages` removes the pages given as they were retrieved: a page saved again since
///   (another timestamp) is kept, so validating never throws away a page refreshed meanwhile;
/// - `restampPage` gives a page as it was retrieved the timestamp `savedAt`, its characters
///   untouched, only while the store still holds it with the same timestamp and entity tag: a
///   page deleted (validated away, cleared) or saved again since stays as it is now. It is what
///   the API's "not modified" does to a held page (`PageRevalidation`);
/// - `deleteCachedFeed` empties the whole feed.
public protocol FeedStore: Sendable {
    /// Every cached page, sorted by number; empty when nothing is cached.
    func retrieve() async throws -> [LocalCharactersPage]
    /// One page, without reading the others; `nil` when it is not cached.
    func retrievePage(number: Int) async throws -> LocalCharactersPage?
    func insert(_ page: LocalCharactersPage) async throws
    func insert(_ pages: [LocalCharactersPage]) async throws
    func deletePages(_ pages: [LocalCharactersPage]) async throws
    func restampPage(_ page: LocalCharactersPage, savedAt: Date) async throws
    func deleteCachedFeed() async throws
}

extension FeedStore {
    /// One page after the other, each replaced atomically.
    public func insert(_ pages: [LocalCharactersPage]) async throws {
        for page in pages { try await insert(page) }
    }
}
