import Foundation

/// *Load feed from remote*: downloads a page of characters, validates and maps it.
/// Sad paths: `RemoteLoadError.connectivity`, `RemoteLoadError.invalidData`.
public final class RemoteCharactersLoader: CharactersLoader {
    /// A page is ~20 KB; anything near this cap is not a page of characters.
    public static let maxBodyBytes = 5 * 1024 * 1024

    private let endpoint: CharactersEndpoint
    private let client: any HTTPClient

    public init(endpoint: CharactersEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        self.client = client
    }

    public func load(_ query: CharactersQuery) async throws -> CharactersPage {
        try await loadWithEntityTag(query).page
    }

    /// The page and the `ETag` the API gave for it (`nil`: none, or one too long to keep).
    public func loadWithEntityTag(_ query: CharactersQuery) async throws -> (page: CharactersPage, entityTag: String?) {
        let response = try await client.fetch(endpoint.url(for: query), maxBodyBytes: Self.maxBodyBytes)
        let page = try CharactersPageMapper.map(response.body, statusCode: response.statusCode)
        return (page, RemotePageAnswer<FeedCharacter>.keptTag(response.headers["etag"]))
    }
}
