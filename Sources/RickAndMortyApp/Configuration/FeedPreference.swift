/// Which source the characters feed asks first (SPEC §3): remote by default, or a valid cache.
public enum FeedPreference: String, CaseIterable, Sendable {
    case remote, cache
}
