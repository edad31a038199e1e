import Foundation

/// Where the characters a person is shown came from.
public enum FeedSource: Hashable, Sendable {
    /// Loaded from the API just now: the latest.
    case remote
    /// Read from the cache saved at `savedAt`. `remoteError` is the failure that made the cache
    /// stand in for remote; `nil` when the person preferred the cache.
    case cache(savedAt: Date, remoteError: RemoteLoadError?)
}
