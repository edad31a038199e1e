import Foundation

/// Failures an `HTTPClient` reports in a way the loaders must tell apart from "no connectivity".
public enum HTTPClientError: Error, Equatable, Sendable {
    /// The server sent (or announced) more than the caller's limit; the rest was not read.
    case responseTooLarge(limit: Int)
    /// The URL is not one the app may fetch (`FetchableURL`); nothing was sent. It came from
    /// outside (a payload, a configuration), so it is invalid data, not a connectivity problem.
    case unfetchableURL(URL)
}
