import RickAndMortyFeed

/// One of the API's resources as a sync mirrors it: the first page (with the API's count), any
/// page, the items of up to `idsPerRequest` ids in one request, and the cache's *Cache page*.
public struct MirroredResource<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    let firstPage: @Sendable () async throws -> ResourcePage<Item>
    let page: @Sendable (Int) async throws -> ResourcePage<Item>
    let items: @Sendable ([Int]) async throws -> [Item]
    let save: @Sendable (ResourcePage<Item>, Int) async throws -> Void
    let savePages: @Sendable ([(number: Int, page: ResourcePage<Item>)]) async throws -> Void
    let idsPerRequest: Int

    /// The resource's remote loader, and the save of its unfiltered pages (a local loader's
    /// `save(_:for:)`, which replaces one page in one transaction) and of many at once (its
    /// `save(_:)`, one transaction for all; page by page when `nil`).
    public init<Filters: ResourceFilters>(
        remote: RemoteResourceLoader<Item, Filters>,
        save: @escaping @Sendable (ResourcePage<Item>, ResourceQuery<Filters>) async throws -> Void,
        savePages: (@Sendable ([(number: Int, page: ResourcePage<Item>)]) async throws -> Void)? = nil
    ) {
        firstPage = { try await remote.load(ResourceQuery(page: 1)) }
        page = { try await remote.load(ResourceQuery(page: $0)) }
        items = { try await remote.load(ids: $0) }
        self.save = { try await save($0, ResourceQuery(page: $1)) }
        self.savePages = savePages ?? { pages in
            for (number, page) in pages { try await save(page, ResourceQuery(page: number)) }
        }
        idsPerRequest = max(1, RemoteResourceLoader<Item, Filters>.idsPerRequest)
    }
}
