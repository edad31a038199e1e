import Foundation
import RickAndMortyFeed

/// Why `AsyncHTTPFeedClient` could not get a response, in terms a caller can act on without
/// importing AsyncHTTPClient or NIO. The core treats every case as "no connectivity"; the
/// cases exist so the retry and reachability rules, logs and tests can tell them apart.
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
    /// The server could not be reached at all: the connection was refused, the name did not
    /// resolve, or there is no route to the network. The underlying error's description, for logs.
    case unreachable(String)
    /// Reset, closed early, TLS or any other failure once a server was there: the underlying
    /// error's description, for logs.
    case connectionFailed(String)
}

extension HTTPTransportError: TransientHTTPError {
    /// A reset or dropped connection may work on the next try. Nothing else is asked again: an
    /// unreachable server is down or the person is offline, and asking again only makes them
    /// wait for their cache; a timeout has already made them wait once.
    public var isTransient: Bool {
        if case .connectionFailed = self { return true }
        return false
    }

    /// True when no server answered at all, so the API can be taken as out of reach for a while
    /// (`ReachabilityGate`): a refused connection, a name that does not resolve, no route, or a
    /// connection that could not be opened in time.
    public var isUnreachable: Bool {
        switch self {
        case .unreachable, .connectTimeout: true
        default: false
        }
    }
}
