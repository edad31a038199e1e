import Foundation

/// Where the cache of a resource (characters, episodes, locations) lives. Infrastructure
/// (SQLite, memory) conforms; the core owns the protocol.
///
/// A store keeps items by id, each stamped with the last time it was saved, and pages of the
/// unfiltered resource that list their items in the API's order. Contract:
/// - retrieval has no side effects;
/// - `insert(_ page:)` saves the page's items (stamped with the page's timestamp) and replaces
///   the page with the same number, atomically, leaving every other page as it was; when it
///   fails, the cache stays exactly as it was;
/// - `insert(_ pages:)` does what `insert(_ page:)` does for each page, as one change where
///   the store can make it one (SQLite: one transaction);
/// - `insert(_ items:savedAt:)` saves items fetched by id; it touches no page;
/// - `retrieveItems(ids:)` answers the items it holds among `ids`, each once, sorted by id;
/// - `retrievePageInfos` and `retrieveItemStamps` answer what is held without reading any item;
/// - `listing` answers, when a page was saved within `saved`, the items those pages list, each
///   once, that match the query's filters (the API's matching, `OfflineFilters`), sorted by id,
///   the query's page of them (20 a page), how many match in all, when the oldest of those pages
///   was saved and whether they are the whole resource (`WholeFeed`); `nil` when none was;
///   a field with further values (`FilterAlternatives`) matches by any of them;
/// - `facets` answers, over the same items, for each of `Filters.facetNames`, how many items
///   with each value (`facetValue`) match every filter but that field's own, so each count says
///   what choosing the value would add; `nil` when no page was saved within `saved`;
/// - `deletePages` and `deleteItems` remove what they are given as it was retrieved: a page or
///   item saved again since (another timestamp) is kept;
/// - `restampPage` gives a page as it was retrieved, and the items it lists, the timestamp
///   `savedAt` (an item saved later keeps its own), only while the store still holds the page
///   with the same timestamp and entity tag; a page deleted or saved again since stays as it
///   is now. It is what the API's "not modified" does to a held page (`PageRevalidation`);
/// - an item's timestamp is never older than that of a cached page listing it, so deleting the
///   expired items never breaks a valid page;
/// - `deleteAll` empties this resource's cache.
public protocol ResourceStore<Item>: Sendable {
    associatedtype Item: LocalResourceItem

    /// Every cached page, sorted by number; empty when nothing is cached.
    func retrieve() async throws -> [LocalResourcePage<Item>]
    /// One page, without reading the others; `nil` when it is not cached.
    func retrievePage(number: Int) async throws -> LocalResourcePage<Item>?
    func insert(_ page: LocalResourcePage<Item>) async throws
    func insert(_ pages: [LocalResourcePage<Item>]) async throws
    /// Every cached page without its items, sorted by number.
    func retrievePageInfos() async throws -> [LocalPageInfo]
    func listing(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async throws -> ResourceListing<Item>?
    func facets(_ query: ResourceQuery<Item.Filters>, saved: ClosedRange<Date>) async throws -> ResourceFacets?
    func deletePages(_ pages: [LocalPageInfo]) async throws
    func restampPage(_ page: LocalResourcePage<Item>, savedAt: Date) async throws

    /// The items among `ids` the store holds, whether or not a page lists them.
    func retrieveItems(ids: [Int]) async throws -> [LocalSavedItem<Item>]
    /// Every item the store holds, sorted by id.
    func retrieveItems() async throws -> [LocalSavedItem<Item>]
    func insert(_ items: [Item], savedAt: Date) async throws
    /// Every item the store holds, as its id and timestamp, sorted by id.
    func retrieveItemStamps() async throws -> [LocalItemStamp]
    func deleteItems(_ items: [LocalItemStamp]) async throws

    func deleteAll() async throws
}

extension ResourceStore {
    /// One page after the other, each replaced atomically.
    public func insert(_ pages: [LocalResourcePage<Item>]) async throws {
        for page in pages { try await insert(page) }
    }
}
