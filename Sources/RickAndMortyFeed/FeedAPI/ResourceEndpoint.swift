import Foundation

/// Builds the URLs of one of the API's resources (`character`, `episode`, `location`) from a
/// configured base URL: a page with filters, one id, and many ids at once.
public struct ResourceEndpoint: Sendable {
    /// The base URL is not one the app may fetch (`FetchableURL`), so no endpoint can be built on it.
    public struct InvalidBaseURL: Error, Equatable, Sendable {
        public let baseURL: URL

        public init(baseURL: URL) {
            self.baseURL = baseURL
        }
    }

    public let baseURL: URL
    private let components: URLComponents

    /// `resource` is the path segment after the base URL, e.g. `episode`.
    public init(baseURL: URL, resource: String) throws {
        guard FetchableURL.validated(baseURL) != nil,
              var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        else { throw InvalidBaseURL(baseURL: baseURL) }
        components.percentEncodedPath = Self.trimmingTrailingSlashes(components.percentEncodedPath) + "/\(resource)"
        components.percentEncodedQuery = nil
        components.fragment = nil
        self.baseURL = baseURL
        self.components = components
    }

    /// The URL of one page. Values are percent-encoded down to the unreserved set, so a `+`,
    /// `&` or `=` in a name reaches the server as typed.
    public func url<Filters: ResourceFilters>(for query: ResourceQuery<Filters>) -> URL {
        var components = components
        let pairs = [("page", String(query.page))] + query.filters.activeFilters.map { ($0.name, $0.value) }
        components.percentEncodedQuery = pairs
            .map { "\($0.0)=\(QueryValueEncoding.encode($0.1))" }
            .joined(separator: "&")
        // The components were validated in init and only gained an encoded query, so `url` is
        // always there; falling back to the base URL keeps this total without a force unwrap.
        return components.url ?? baseURL
    }

    /// The URL of one item, `GET {base}/{resource}/{id}`.
    public func url(forID id: Int) -> URL {
        var components = components
        components.percentEncodedPath += "/\(id)"
        return components.url ?? baseURL
    }

    /// The URL of many items at once, `GET {base}/{resource}/1,2,3`. One id is written `1,` so
    /// the API still answers with an array.
    public func url(forIDs ids: [Int]) -> URL {
        var components = components
        let list = ids.map(String.init).joined(separator: ",")
        components.percentEncodedPath += "/" + (ids.count == 1 ? list + "," : list)
        return components.url ?? baseURL
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
