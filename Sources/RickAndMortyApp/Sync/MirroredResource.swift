import RickAndMortyFeed

/// One of the API's resources as a sync mirrors it: the first page with the API's count, any
/// page, the items of up to `idsPerRequest` ids in one request, and the cache's *Cache page*.
public struct MirroredResource<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    let firstPage: @Sendable () async throws -> CountedResourcePage<Item>
    let page: @Sendable (Int) async throws -> ResourcePage<Item>
    let items: @Sendable ([Int]) async throws -> [Item]
    let save: @Sendable (ResourcePage<Item>, Int) async throws -> Void
    let idsPerRequest: Int

    /// The resource's remote loader, and the save of its unfiltered pages (a local loader's
    /// `save(_:for:)`, which replaces one page in one transaction).
    public init<Filters: ResourceFilters>(
        remote: RemoteResourceLoader<Item, Filters>,
        save: @escaping @Sendable (ResourcePage<Item>, ResourceQuery<Filters>) async throws -> Void
    ) {
        firstPage = { try await remote.loadCounted(ResourceQuery(page: 1)) }
        page = { try await remote.load(ResourceQuery(page: $0)) }
        items = { try await remote.load(ids: $0) }
        self.save = { try await save($0, ResourceQuery(page: $1)) }
        idsPerRequest = max(1, RemoteResourceLoader<Item, Filters>.idsPerRequest)
    }
}
