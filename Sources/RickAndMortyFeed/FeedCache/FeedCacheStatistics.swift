import Foundation

/// A summary of a cache for people (`rmfeed cache info`): what it holds and how big it is.
public struct FeedCacheStatistics: Hashable, Sendable {
    /// Each resource's items kept (with a page or looked up by id), pages and oldest page.
    public let characters: ResourceCacheStatistics
    public let episodes: ResourceCacheStatistics
    public let locations: ResourceCacheStatistics
    public let imageCount: Int
    /// The bytes of the cached images.
    public let imageBytes: Int
    /// The bytes the cache occupies where it is stored (files on disk, or `imageBytes` in memory).
    public let totalBytes: Int

    public init(
        characters: ResourceCacheStatistics, episodes: ResourceCacheStatistics = .empty, locations: ResourceCacheStatistics = .empty,
        imageCount: Int, imageBytes: Int, totalBytes: Int
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
        self.imageCount = imageCount
        self.imageBytes = imageBytes
        self.totalBytes = totalBytes
    }

    /// When the oldest cached page of characters was saved (the first to expire); `nil` when no
    /// page is cached.
    public var timestamp: Date? { characters.timestamp }
    public var characterCount: Int { characters.count }
    public var episodeCount: Int { episodes.count }
    public var locationCount: Int { locations.count }
}
