import RickAndMortyFeed

/// One of the API's resources as a sync mirrors it: the first page (with the API's count), any
/// page (each with the API's entity tag for it), the items of up to `idsPerRequest` ids in one
/// request, and the cache's *Cache page*.
public struct MirroredResource<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    let firstPage: @Sendable () async throws -> (page: ResourcePage<Item>, entityTag: String?)
    let page: @Sendable (Int) async throws -> (page: ResourcePage<Item>, entityTag: String?)
    let items: @Sendable ([Int]) async throws -> [Item]
    /// A page the API answered, with its number and the API's entity tag for it.
    let save: @Sendable (ResourcePage<Item>, Int, String?) async throws -> Void
    let savePages: @Sendable ([(number: Int, page: ResourcePage<Item>)]) async throws -> Void
    let idsPerRequest: Int

    /// The resource's remote loader, and the save of its unfiltered pages (a local loader's
    /// `save(_:for:)`, which replaces one page in one transaction) and of many at once (its
    /// `save(_:)`, one transaction for all; page by page when `nil`). `save` is given the API's
    /// entity tag of the page; the pages built from many-ids answers have none.
    public init<Filters: ResourceFilters>(
        remote: RemoteResourceLoader<Item, Filters>,
        save: @escaping @Sendable (ResourcePage<Item>, ResourceQuery<Filters>, String?) async throws -> Void,
        savePages: (@Sendable ([(number: Int, page: ResourcePage<Item>)]) async throws -> Void)? = nil
    ) {
        firstPage = { try await remote.loadWithEntityTag(ResourceQuery(page: 1)) }
        page = { try await remote.loadWithEntityTag(ResourceQuery(page: $0)) }
        items = { try await remote.load(ids: $0) }
        self.save = { try await save($0, ResourceQuery(page: $1), $2) }
        self.savePages = savePages ?? { pages in
            for (number, page) in pages { try await save(page, ResourceQuery(page: number), nil) }
        }
        idsPerRequest = max(1, RemoteResourceLoader<Item, Filters>.idsPerRequest)
    }
}
