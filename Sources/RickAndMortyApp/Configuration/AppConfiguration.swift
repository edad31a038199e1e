import Foundation
import RickAndMortyFeed

/// Where the app reads the API from and keeps its cache (README.md, "The command-line tool").
public struct AppConfiguration: Hashable, Sendable {
    public static let defaultAPIURL = "https://rickandmortyapi.com/api"
    public static let cacheFileName = "rmfeed.sqlite"

    public let apiURL: URL
    public let cacheDirectory: URL

    public init(apiURL: URL, cacheDirectory: URL) {
        self.apiURL = apiURL
        self.cacheDirectory = cacheDirectory
    }

    /// The one SQLite file of the cache.
    public var cacheFileURL: URL { cacheDirectory.appendingPathComponent(Self.cacheFileName) }

    /// Flags first, then `RMFEED_API_URL` / `RMFEED_CACHE_DIR`, then the defaults
    /// (`$XDG_CACHE_HOME/rmfeed`, else `~/.cache/rmfeed`). Blank values count as unset.
    public static func resolve(
        apiURL flagAPIURL: String?,
        cacheDirectory flagCacheDirectory: String?,
        environment: [String: String],
        homeDirectory: URL
    ) throws -> AppConfiguration {
        func firstSet(_ values: String?...) -> String? {
            values.lazy.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        }
        let apiString = firstSet(flagAPIURL, environment["RMFEED_API_URL"]) ?? defaultAPIURL
        guard let apiURL = FetchableURL.validated(apiString) else { throw ConfigurationError.invalidAPIURL(apiString) }

        let cacheDirectory: URL
        if let directory = firstSet(flagCacheDirectory, environment["RMFEED_CACHE_DIR"]) {
            cacheDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        } else if let xdg = firstSet(environment["XDG_CACHE_HOME"]) {
            cacheDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("rmfeed", isDirectory: true)
        } else {
            cacheDirectory = homeDirectory.appendingPathComponent(".cache/rmfeed", isDirectory: true)
        }
        return AppConfiguration(apiURL: apiURL, cacheDirectory: cacheDirectory)
    }
}

/// A configuration value the app cannot work with, said in words a person can act on.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case invalidAPIURL(String)

    public var description: String {
        switch self {
        case let .invalidAPIURL(value): "the API URL must be an absolute http(s) URL, got '\(value)'"
        }
    }
}
