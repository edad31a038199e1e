import Foundation

/// *Load page from remote, revalidating the cache*: the one place that decides how the API is
/// asked for an unfiltered page the cache may hold (docs/API.md, "revalidation toward the API").
///
/// A held page with the API's entity tag is asked for with `If-None-Match`; when the API answers
/// "not modified" the held page is saved again as it was, stamped now (so valid for another 7
/// days), and answered, with no body downloaded. Otherwise the page is downloaded and saved with
/// the tag the API gave (none: saved without, as before). A filtered page is downloaded and never
/// saved; an empty page is answered and not saved. A failed save is handed to `saveFailed` and the
/// page is still answered; a cache that cannot be read is a plain download.
public struct PageRevalidation<Local: LocalResourceItem, Filters: ResourceFilters>: Sendable
where Local.Model: APIItem {
    public typealias Item = Local.Model

    private let remote: RemoteResourceLoader<Item, Filters>
    private let heldPage: @Sendable (Int) async throws -> LocalResourcePage<Local>?
    private let insert: @Sendable (LocalResourcePage<Local>) async throws -> Void
    private let currentDate: @Sendable () -> Date

    /// - Parameters:
    ///   - heldPage: the cached page of that number, valid or not (`retrievePage(number:)`).
    ///   - insert: replaces the cached page of the same number (the store's `insert`).
    public init(
        remote: RemoteResourceLoader<Item, Filters>,
        heldPage: @escaping @Sendable (Int) async throws -> LocalResourcePage<Local>?,
        insert: @escaping @Sendable (LocalResourcePage<Local>) async throws -> Void,
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) {
        self.remote = remote
        self.heldPage = heldPage
        self.insert = insert
        self.currentDate = currentDate
    }

    public func load(_ query: ResourceQuery<Filters>, saveFailed: @Sendable (any Error) -> Void) async throws -> ResourcePage<Item> {
        guard query.filters.isEmpty else { return try await remote.load(query) }
        let held = try? await heldPage(query.page)
        switch try await remote.load(query, ifNoneMatch: held?.entityTag) {
        case .notModified:
            // Only a request that carried the held page's tag can be answered "not modified".
            guard let held else { throw RemoteLoadError.invalidData }
            await save(held.savedAgain(at: currentDate()), saveFailed)
            return held.model
        case .loaded(let page, let entityTag):
            if !page.items.isEmpty {
                await save(LocalResourcePage(page, number: query.page, savedAt: currentDate(), entityTag: entityTag), saveFailed)
            }
            return page
        }
    }

    private func save(_ page: LocalResourcePage<Local>, _ saveFailed: @Sendable (any Error) -> Void) async {
        do {
            try await insert(page)
        } catch {
            saveFailed(error)
        }
    }
}
