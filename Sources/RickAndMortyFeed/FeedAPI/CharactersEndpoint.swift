import Foundation

/// Builds the API's `GET {base}/character?page=N&filters…` URLs from a configured base URL.
public struct CharactersEndpoint: Sendable {
    /// The base URL is not one the app may fetch (`FetchableURL`), so no endpoint can be built on it.
    public struct InvalidBaseURL: Error, Equatable, Sendable {
        public let baseURL: URL

        public init(baseURL: URL) {
            self.baseURL = baseURL
        }
    }

    public let baseURL: URL
    private let components: URLComponents

    public init(baseURL: URL) throws {
        guard FetchableURL.validated(baseURL) != nil,
              var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        else { throw InvalidBaseURL(baseURL: baseURL) }
        components.percentEncodedPath = Self.trimmingTrailingSlashes(components.percentEncodedPath) + "/character"
        components.percentEncodedQuery = nil
        components.fragment = nil
        self.baseURL = baseURL
        self.components = components
    }

    /// The URL of one page of characters. Values are percent-encoded down to the unreserved set,
    /// so a `+`, `&` or `=` in a name reaches the server as typed.
    public func url(for query: CharactersQuery) -> URL {
        var components = components
        let pairs = [("page", String(query.page))] + query.filters.activeFilters.map { ($0.name, $0.value) }
        components.percentEncodedQuery = pairs
            .map { "\($0.0)=\(QueryValueEncoding.encode($0.1))" }
            .joined(separator: "&")
        // The components were validated in init and only gained an encoded query, so `url` is
        // always there; falling back to the base URL keeps this total without a force unwrap.
        return components.url ?? baseURL
    }

    /// The URL of one character, `GET {base}/character/{id}`.
    public func url(forCharacter id: Int) -> URL {
        var components = components
        components.percentEncodedPath += "/\(id)"
        return components.url ?? baseURL
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
