import RickAndMortyFeed

extension AsyncHTTPFeedClient {
    /// How an `AsyncHTTPFeedClient` talks to servers. The defaults suit the Rick and Morty API
    /// from a desktop: fail fast when offline, so the app can fall back to its cache.
    public struct Configuration: Sendable {
        /// Longest wait to open a TCP (and TLS) connection.
        public var connectTimeout: Duration
        /// Longest silence between two reads once connected (head or body).
        public var readTimeout: Duration
        /// Longest time a whole request may take, redirects and body included.
        public var requestDeadline: Duration
        /// Redirects followed before giving up with `tooManyRedirects`; cycles are always refused.
        /// Zero follows none: a 3xx is then returned like any other status.
        public var maxRedirects: Int
        /// Sent with every request, so the API's operators can tell who is calling.
        public var userAgent: String
        /// How long an idle pooled connection is kept for reuse.
        public var idleConnectionTimeout: Duration
        /// Connections kept per host; more concurrent requests wait for a free one.
        public var maxConnectionsPerHost: Int
        /// Off by default: with it on, AsyncHTTPClient retries a refused connection until the
        /// connect timeout, so an offline user would wait that long before seeing the cache.
        public var retriesConnectionEstablishment: Bool
        /// The only origins requests go to, a redirect's target included; anything else is
        /// refused unsent, with a warning. `nil`: any URL `FetchableURL` allows (the client
        /// alone, in tests); the app always sets its own (`AppConfiguration.fetchOrigins`).
        public var allowedOrigins: FetchOrigins?

        public init(
            connectTimeout: Duration = .seconds(5),
            readTimeout: Duration = .seconds(15),
            requestDeadline: Duration = .seconds(30),
            maxRedirects: Int = 5,
            userAgent: String = RMFeedVersion.userAgent,
            idleConnectionTimeout: Duration = .seconds(60),
            maxConnectionsPerHost: Int = 8,
            retriesConnectionEstablishment: Bool = false,
            allowedOrigins: FetchOrigins? = nil
        ) {
            self.connectTimeout = connectTimeout
            self.readTimeout = readTimeout
            self.requestDeadline = requestDeadline
            self.maxRedirects = maxRedirects
            self.userAgent = userAgent
            self.idleConnectionTimeout = idleConnectionTimeout
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.retriesConnectionEstablishment = retriesConnectionEstablishment
            self.allowedOrigins = allowedOrigins
        }
    }
}
