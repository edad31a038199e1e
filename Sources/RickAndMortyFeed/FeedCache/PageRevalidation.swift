import Foundation

/// *Load page from remote, revalidating the cache*: the one place that decides how the API is
/// asked for an unfiltered page the cache may hold (docs/API.md, "revalidation toward the API").
///
/// A held page with the API's entity tag is asked for with `If-None-Match`; when the API answers
/// "not modified" the held page is answered, with no body downloaded, and stamped now (so valid
/// for another 7 days) only if the store still holds it as it was read: a page cleared,
/// validated away or saved again while the API was asked stays as it is now. Otherwise the page is downloaded and saved with
/// the tag the API gave (none: saved without, as before). A filtered page is downloaded and never
/// saved; an empty page is answered and not saved. A failed save is handed to `saveFailed` and the
/// page is still answered; a cache that cannot be read is a plain download.
public struct PageRevalidation<Local: LocalResourceItem, Filters: ResourceFilters>: Sendable
where Local.Model: APIItem {
    public typealias Item = Local.Model

    private let remote: RemoteResourceLoader<Item, Filters>
    private let heldPage: @Sendable (Int) async throws -> LocalResourcePage<Local>?
    private let insert: @Sendable (LocalResourcePage<Local>) async throws -> Void
    private let restamp: @Sendable (LocalResourcePage<Local>, Date) async throws -> Void
    private let currentDate: @Sendable () -> Date

    /// - Parameters:
    ///   - heldPage: the cached page of that number, valid or not (`retrievePage(number:)`).
    ///   - insert: replaces the cached page of the same number (the store's `insert`).
    ///   - restamp: stamps the held page anew if it is still stored as read (`restampPage`).
    public init(
        remote: RemoteResourceLoader<Item, Filters>,
        heldPage: @escaping @Sendable (Int) async throws -> LocalResourcePage<Local>?,
        insert: @escaping @Sendable (LocalResourcePage<Local>) async throws -> Void,
        restamp: @escaping @Sendable (LocalResourcePage<Local>, Date) async throws -> Void,
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) {
        self.remote = remote
        self.heldPage = heldPage
        self.insert = insert
        self.restamp = restamp
        self.currentDate = currentDate
    }

    public func load(_ query: ResourceQuery<Filters>, saveFailed: @Sendable (any Error) -> Void) async throws -> ResourcePage<Item> {
        guard query.filters.isEmpty else { return try await remote.load(query) }
        let held = try? await heldPage(query.page)
        switch try await remote.load(query, ifNoneMatch: held?.entityTag) {
        case .notModified:
            // Only a request that carried the held page's tag can be answered "not modified".
            guard let held else { throw RemoteLoadError.invalidData }
            let now = currentDate()
            await save({ try await restamp(held, now) }, saveFailed)
            return held.model
        case .loaded(let page, let entityTag):
            if !page.items.isEmpty {
                let local = LocalResourcePage<Local>(page, number: query.page, savedAt: currentDate(), entityTag: entityTag)
                await save({ try await insert(local) }, saveFailed)
            }
            return page
        }
    }

    private func save(_ change: () async throws -> Void, _ saveFailed: @Sendable (any Error) -> Void) async {
        do {
            try await change()
        } catch {
            saveFailed(error)
        }
    }
}
