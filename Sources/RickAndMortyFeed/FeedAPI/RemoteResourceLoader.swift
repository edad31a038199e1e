import Foundation

/// *Load from remote* for any of the API's resources: a page with filters, one item by id, or
/// many items by id. Sad paths: `RemoteLoadError.connectivity`, `RemoteLoadError.invalidData`.
public final class RemoteResourceLoader<Item: Hashable & Sendable & Identifiable, Filters: ResourceFilters>: ResourceLoader
where Item.ID == Int {
    /// How many ids one many-ids request asks for, so a URL stays well under the lengths
    /// servers and proxies accept (~1 KB of ids): 826 characters take 5 requests.
    public static var idsPerRequest: Int { 200 }

    public let resource: APIResource<Item, Filters>
    public let endpoint: ResourceEndpoint
    private let client: any HTTPClient

    public init(resource: APIResource<Item, Filters>, baseURL: URL, client: any HTTPClient) throws {
        self.resource = resource
        self.endpoint = try ResourceEndpoint(baseURL: baseURL, resource: resource.path)
        self.client = client
    }

    public func load(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item> {
        try await loadWithEntityTag(query).page
    }

    /// The page and the `ETag` the API gave for it (`nil`: none, or one too long to keep).
    public func loadWithEntityTag(_ query: ResourceQuery<Filters>) async throws -> (page: ResourcePage<Item>, entityTag: String?) {
        let response = try await client.fetch(endpoint.url(for: query), maxBodyBytes: RemoteCharactersLoader.maxBodyBytes)
        let page = try resource.mapPage(response.body, statusCode: response.statusCode)
        return (page, RemotePageAnswer<Item>.keptTag(response.headers["etag"]))
    }

    /// A page asked for again with the entity tag the API gave for it before (`nil`: none, a
    /// plain download): `.notModified` when the API answers 304 to the tag, else the page with
    /// the API's new tag. A 304 to a request that carried no tag is invalid data.
    public func load(_ query: ResourceQuery<Filters>, ifNoneMatch: String?) async throws -> RemotePageAnswer<Item> {
        let response = try await client.fetch(endpoint.url(for: query), maxBodyBytes: RemoteCharactersLoader.maxBodyBytes, ifNoneMatch: ifNoneMatch)
        if response.statusCode == 304 {
            guard ifNoneMatch != nil else { throw RemoteLoadError.invalidData }
            return .notModified
        }
        let page = try resource.mapPage(response.body, statusCode: response.statusCode)
        return .loaded(page, entityTag: RemotePageAnswer<Item>.keptTag(response.headers["etag"]))
    }

    /// `nil` when the API does not know the id.
    public func load(id: Int) async throws -> Item? {
        let response = try await client.fetch(endpoint.url(forID: id), maxBodyBytes: RemoteCharactersLoader.maxBodyBytes)
        return try resource.mapItem(response.body, statusCode: response.statusCode)
    }

    /// The items of `ids` the API knows, each once, sorted by id; unknown ids are left out.
    /// Asks `idsPerRequest` ids at a time, one request after another.
    public func load(ids: [Int]) async throws -> [Item] {
        let unique = Array(Set(ids.filter { $0 > 0 })).sorted()
        var items: [Item] = []
        for start in stride(from: 0, to: unique.count, by: Self.idsPerRequest) {
            let chunk = Array(unique[start..<min(start + Self.idsPerRequest, unique.count)])
            let response = try await client.fetch(endpoint.url(forIDs: chunk), maxBodyBytes: RemoteCharactersLoader.maxBodyBytes)
            items += try resource.mapItems(response.body, statusCode: response.statusCode, requested: Set(chunk))
        }
        return items
    }
}

/// Pages, ids and many ids of episodes.
public typealias RemoteEpisodesLoader = RemoteResourceLoader<FeedEpisode, EpisodeFilters>
/// Pages, ids and many ids of locations.
public typealias RemoteLocationsLoader = RemoteResourceLoader<FeedLocation, LocationFilters>
