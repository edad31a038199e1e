import Foundation

/// A summary of a cache for people (`rmfeed cache info`): what it holds and how big it is.
public struct FeedCacheStatistics: Hashable, Sendable {
    /// When the oldest cached page was saved (the first to expire); `nil` when no page is cached.
    public let timestamp: Date?
    public let characterCount: Int
    /// Episodes and locations kept, with a page or looked up by id.
    public let episodeCount: Int
    public let locationCount: Int
    public let imageCount: Int
    /// The bytes of the cached images.
    public let imageBytes: Int
    /// The bytes the cache occupies where it is stored (files on disk, or `imageBytes` in memory).
    public let totalBytes: Int

    public init(
        timestamp: Date?, characterCount: Int, imageCount: Int, imageBytes: Int, totalBytes: Int,
        episodeCount: Int = 0, locationCount: Int = 0
    ) {
        self.episodeCount = episodeCount
        self.locationCount = locationCount
        self.timestamp = timestamp
        self.characterCount = characterCount
        self.imageCount = imageCount
        self.imageBytes = imageBytes
        self.totalBytes = totalBytes
    }
}
