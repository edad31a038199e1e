/// The one version of rmfeed: `rmfeed --version` prints it and the HTTP client's `User-Agent`
/// carries it. Change it here only.
public enum RMFeedVersion {
    public static let current = "0.2.0"

    /// `rmfeed/0.2.0`, as a `User-Agent` product token.
    public static var userAgent: String { "rmfeed/\(current)" }
}
