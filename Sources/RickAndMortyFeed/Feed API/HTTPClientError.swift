/// Failures an `HTTPClient` reports in a way the loaders must tell apart from "no connectivity".
public enum HTTPClientError: Error, Equatable, Sendable {
    /// The server sent (or announced) more than the caller's limit; the rest was not read.
    case responseTooLarge(limit: Int)
}
