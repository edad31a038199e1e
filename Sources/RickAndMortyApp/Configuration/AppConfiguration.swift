import Foundation
import RickAndMortyFeed

/// Where the app reads the API from, keeps its cache and keeps the personal library
/// (docs/USAGE.md, "The command-line tool").
public struct AppConfiguration: Hashable, Sendable {
    public static let defaultAPIURL = "https://rickandmortyapi.com/api"
    public static let cacheFileName = "rmfeed.sqlite"
    public static let libraryFileName = "library.sqlite"

    public let apiURL: URL
    public let cacheDirectory: URL
    /// The personal library's folder: user data, never the cache's business.
    public let dataDirectory: URL
    /// Where images may come from besides the API's own origin (`--image-host`).
    public let imageHosts: [ImageHost]

    /// `dataDirectory`: `resolve` always gives one; without it, a `library` folder inside the
    /// cache folder stands in (for apps composed in tests, which never need two folders).
    public init(apiURL: URL, cacheDirectory: URL, dataDirectory: URL? = nil, imageHosts: [ImageHost] = []) {
        self.apiURL = apiURL
        self.cacheDirectory = cacheDirectory
        self.dataDirectory = dataDirectory ?? cacheDirectory.appendingPathComponent("library", isDirectory: true)
        self.imageHosts = imageHosts
    }

    /// The only servers the app sends requests to: the API's origin and the image hosts.
    public var fetchOrigins: FetchOrigins { FetchOrigins(apiURL: apiURL, imageHosts: imageHosts) }

    /// The one SQLite file of the cache.
    public var cacheFileURL: URL { cacheDirectory.appendingPathComponent(Self.cacheFileName) }

    /// The SQLite file of the personal library.
    public var libraryFileURL: URL { dataDirectory.appendingPathComponent(Self.libraryFileName) }

    /// Flags first, then `RMFEED_API_URL` / `RMFEED_CACHE_DIR` / `RMFEED_DATA_DIR` /
    /// `RMFEED_IMAGE_HOSTS` (hosts separated by commas or spaces), then the
    /// defaults (`$XDG_CACHE_HOME/rmfeed`, else `~/.cache/rmfeed`; `$XDG_DATA_HOME/rmfeed`, else
    /// `~/.local/share/rmfeed`). Blank values count as unset.
    public static func resolve(
        apiURL flagAPIURL: String?,
        cacheDirectory flagCacheDirectory: String?,
        dataDirectory flagDataDirectory: String? = nil,
        imageHosts imageHostTexts: [String] = [],
        environment: [String: String],
        homeDirectory: URL
    ) throws -> AppConfiguration {
        func firstSet(_ values: String?...) -> String? {
            values.lazy.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        }
        let apiString = firstSet(flagAPIURL, environment["RMFEED_API_URL"]) ?? defaultAPIURL
        guard let apiURL = FetchableURL.validated(apiString) else { throw ConfigurationError.invalidAPIURL(apiString) }
        let hostTexts = imageHostTexts.isEmpty ? Self.hostList(environment["RMFEED_IMAGE_HOSTS"]) : imageHostTexts
        let imageHosts = try hostTexts.map { text in
            guard let host = ImageHost(text) else { throw ConfigurationError.invalidImageHost(text) }
            return host
        }

        let cacheDirectory: URL
        if let directory = firstSet(flagCacheDirectory, environment["RMFEED_CACHE_DIR"]) {
            cacheDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        } else if let xdg = firstSet(environment["XDG_CACHE_HOME"]) {
            cacheDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("rmfeed", isDirectory: true)
        } else {
            cacheDirectory = homeDirectory.appendingPathComponent(".cache/rmfeed", isDirectory: true)
        }
        let dataDirectory = folder(
            flag: firstSet(flagDataDirectory, environment["RMFEED_DATA_DIR"]),
            xdg: firstSet(environment["XDG_DATA_HOME"]),
            home: homeDirectory.appendingPathComponent(".local/share/rmfeed", isDirectory: true)
        )
        return AppConfiguration(apiURL: apiURL, cacheDirectory: cacheDirectory, dataDirectory: dataDirectory, imageHosts: imageHosts)
    }

    /// The hosts of a comma- or space-separated list; none for `nil`.
    private static func hostList(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// The folder a flag or variable names, else `rmfeed` in the XDG folder, else `home`.
    private static func folder(flag: String?, xdg: String?, home: URL) -> URL {
        if let flag { return URL(fileURLWithPath: flag, isDirectory: true) }
        if let xdg { return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("rmfeed", isDirectory: true) }
        return home
    }
}

/// A configuration value the app cannot work with, said in words a person can act on.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case invalidAPIURL(String)
    case invalidImageHost(String)

    public var description: String {
        switch self {
        case let .invalidAPIURL(value): "the API URL must be an absolute http(s) URL, got '\(value)'"
        case let .invalidImageHost(value): "--image-host takes HOST or HOST:PORT, got '\(value)'"
        }
    }
}
