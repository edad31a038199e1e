import Foundation

/// How `rmfeed serve` runs: where it listens, how often it goes back to the API and the cache,
/// and how long it waits for a browser and for itself.
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
    /// A connection is closed when no whole request part (a request's head, a piece of its body,
    /// its end) has arrived for this long while no answer is being made: a connection that sends
    /// nothing, and a keep-alive connection after its answer, end after it.
    public var idleTimeout: Duration
    /// Once the first byte of a request has arrived, the whole request, head and body, must
    /// follow within this long, or the connection is closed (a request trickled in byte by byte).
    public var headerReadTimeout: Duration
    /// The connections held open at once; past them a new one is answered 503 with
    /// `Retry-After` and closed (`ConnectionCap`). Keep it under the process's file-descriptor
    /// limit (`ulimit -n`), which the cache, the library and the API's connections share.
    public var maxConnections: Int
    /// How long a graceful shutdown (SIGTERM, Ctrl-C) may wait for answers in flight; then they
    /// are cancelled and the server stops anyway.
    public var shutdownTimeout: Duration
    /// Where clients reach this server (`--public-url`): every URL in the mirror API's answers
    /// starts with it. `nil`: the address the server binds.
    public var publicURL: URL?

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        refreshInterval: TimeInterval = 60,
        cacheValidationInterval: Duration = .seconds(3_600),
        idleTimeout: Duration = .seconds(60),
        headerReadTimeout: Duration = .seconds(10),
        shutdownTimeout: Duration = .seconds(10),
        maxConnections: Int = WebConfiguration.defaultMaxConnections,
        publicURL: URL? = nil
    ) {
        self.host = host
        self.port = port
        self.refreshInterval = refreshInterval
        self.cacheValidationInterval = cacheValidationInterval
        self.idleTimeout = idleTimeout
        self.headerReadTimeout = headerReadTimeout
        self.shutdownTimeout = shutdownTimeout
        self.maxConnections = maxConnections
        self.publicURL = publicURL
    }
}

extension WebConfiguration {
    /// Room for many browsers and a proxy's pool, well under the shipped unit's 65536 descriptors.
    public static let defaultMaxConnections = 4_096

    /// `text` as a public URL (`--public-url`): an absolute http(s) URL with a host and no
    /// query, fragment or user; `nil` when it is not one.
    public static func publicURL(_ text: String) -> URL? {
        MirrorBaseURL.validated(text)
    }
}
