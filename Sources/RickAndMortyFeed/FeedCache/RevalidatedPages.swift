import Foundation

/// The cache as `PageRevalidation` needs it: the page held under a number, valid or not; *Cache
/// page* with the API's entity tag; and the API's "not modified" applied to a held page (stamped
/// now, if the store still holds it as it was read). `LocalResourceLoader` is the real one, so
/// what is saved, and when it is stamped, is decided in one place for the mirror as for every
/// other save.
public protocol RevalidatedPages<Local, Filters>: Sendable {
    associatedtype Local: LocalResourceItem
    associatedtype Filters: ResourceFilters
    func heldPage(number: Int) async throws -> LocalResourcePage<Local>?
    func save(_ page: ResourcePage<Local.Model>, for query: ResourceQuery<Filters>, entityTag: String?) async throws
    func restamp(_ page: LocalResourcePage<Local>) async throws
}
