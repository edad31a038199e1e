/// Which source the characters feed asks first (docs/ARCHITECTURE.md, "Use cases and
/// scenarios"): remote by default, or a valid cache.
public enum FeedPreference: String, CaseIterable, Sendable {
    case remote, cache
}
