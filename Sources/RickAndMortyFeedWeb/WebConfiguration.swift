import Foundation

/// How `rmfeed serve` runs: where it listens and how often it goes back to the API and the cache.
public struct WebConfiguration: Sendable {
    /// The address to bind; loopback unless the person says otherwise.
    public var host: String
    /// The port to bind; 0 picks a free one.
    public var port: Int
    /// A page loaded from remote less than this many seconds ago counts as the latest; 0 means
    /// every page view goes to remote first.
    public var refreshInterval: TimeInterval
    /// How often the cache is validated while the server runs (it is also validated at start).
    public var cacheValidationInterval: Duration

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        refreshInterval: TimeInterval = 60,
        cacheValidationInterval: Duration = .seconds(3_600)
    ) {
        self.host = host
        self.port = port
        self.refreshInterval = refreshInterval
        self.cacheValidationInterval = cacheValidationInterval
    }
}
