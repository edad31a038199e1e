import Foundation
import RickAndMortyFeed

/// Why `AsyncHTTPFeedClient` could not get a response, in terms a caller can act on without
/// importing AsyncHTTPClient or NIO. The core treats every case as "no connectivity"; the
/// cases exist so logs and tests can tell a timeout from a refusal.
public enum HTTPTransportError: Error, Equatable, Sendable {
    /// No connection could be opened within the configured connect timeout.
    case connectTimeout
    /// The server went quiet for longer than the configured read timeout.
    case readTimeout
    /// The whole request (connect, redirects, head and body) outlived its overall deadline.
    case deadlineExceeded
    /// The server redirected more times than the configured limit.
    case tooManyRedirects(limit: Int)
    /// A redirect led back to a URL already visited.
    case redirectCycle
    /// The client was shut down before or during the request.
    case clientShutDown
    /// Refused, reset, DNS or TLS failure: the underlying error's description, for logs.
    case connectionFailed(String)
}

extension HTTPTransportError: TransientHTTPError {
    /// A refused or reset connection may work on the next try. A timeout may not: a slow or
    /// unreachable server would only make an offline person wait twice for their cache.
    public var isTransient: Bool {
        if case .connectionFailed = self { return true }
        return false
    }
}
