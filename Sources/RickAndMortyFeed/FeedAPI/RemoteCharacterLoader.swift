import Foundation

/// Loads one character by id from remote (`GET {base}/character/{id}`); `nil` when the API
/// does not know the id. Same error courses as the feed.
public final class RemoteCharacterLoader: Sendable {
    private let endpoint: CharactersEndpoint
    private let client: any HTTPClient

    public init(endpoint: CharactersEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        self.client = client
    }

    public func load(id: Int) async throws -> FeedCharacter? {
        let response = try await client.fetch(endpoint.url(forCharacter: id), maxBodyBytes: RemoteCharactersLoader.maxBodyBytes)
        return try CharacterMapper.map(response.body, statusCode: response.statusCode)
    }
}
