import Foundation

/// Builds the API's `GET {base}/character?page=N&filters…` URLs from a configured base URL.
public struct CharactersEndpoint: Sendable {
    public typealias InvalidBaseURL = ResourceEndpoint.InvalidBaseURL

    public let resource: ResourceEndpoint
    public var baseURL: URL { resource.baseURL }

    public init(baseURL: URL) throws {
        resource = try ResourceEndpoint(baseURL: baseURL, resource: "character")
    }

    /// The URL of one page of characters.
    public func url(for query: CharactersQuery) -> URL {
        resource.url(for: query)
    }

    /// The URL of one character, `GET {base}/character/{id}`.
    public func url(forCharacter id: Int) -> URL {
        resource.url(forID: id)
    }
}
