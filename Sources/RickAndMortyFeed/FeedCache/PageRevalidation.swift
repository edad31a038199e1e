import Foundation

/// *Load page from remote, revalidating the cache*: the one place that decides how the API is
/// asked for an unfiltered page the cache may hold (docs/API.md, "Revalidation toward the API").
///
/// A held page with the API's entity tag is asked for with `If-None-Match`; when the API answers
/// "not modified" the held page is answered, with no body downloaded, and the cache stamps it
/// now (so valid for another 7 days) only if the store still holds it as it was read: a page
/// cleared, validated away or saved again while the API was asked stays as it is now. Otherwise
/// the page is downloaded and saved with the tag the API gave (none: saved without). A filtered
/// page is downloaded and never saved (nor is an empty one: the local loader's rule). A failed save is
/// handed to `saveFailed` and the page is still answered; a cache that cannot be read is a plain
/// download. What is saved, and when it is stamped, is the cache's business (`RevalidatedPages`).
public struct PageRevalidation<Local: LocalResourceItem, Filters: ResourceFilters>: Sendable
where Local.Model: APIItem {
    public typealias Item = Local.Model

    private let remote: RemoteResourceLoader<Item, Filters>
    private let cache: any RevalidatedPages<Local, Filters>

    public init(remote: RemoteResourceLoader<Item, Filters>, cache: any RevalidatedPages<Local, Filters>) {
        self.remote = remote
        self.cache = cache
    }

    public func load(_ query: ResourceQuery<Filters>, saveFailed: @Sendable (any Error) -> Void) async throws -> ResourcePage<Item> {
        // The cache holds unfiltered pages only: a filtered one has no tag to send.
        guard query.filters.isEmpty else { return try await remote.load(query) }
        let held = try? await cache.heldPage(number: query.page)
        switch try await remote.load(query, ifNoneMatch: held?.entityTag) {
        case .notModified:
            // Only a request that carried the held page's tag can be answered "not modified".
            guard let held else { throw RemoteLoadError.invalidData }
            await save({ try await cache.restamp(held) }, saveFailed)
            return held.model
        case .loaded(let page, let entityTag):
            await save({ try await cache.save(page, for: query, entityTag: entityTag) }, saveFailed)
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
