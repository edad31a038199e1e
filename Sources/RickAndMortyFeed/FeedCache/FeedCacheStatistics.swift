import Foundation

/// A summary of a cache for people (`rmfeed cache info`): what it holds and how big it is.
public struct FeedCacheStatistics: Hashable, Sendable {
    /// When the oldest cached page of characters was saved (the first to expire); `nil` when no
    /// page is cached.
    public let timestamp: Date?
    public let characterCount: Int
    /// Pages of characters kept.
    public let characterPages: Int
    /// Episodes and locations: items kept (with a page or looked up by id), pages, oldest page.
    public let episodes: ResourceCacheStatistics
    public let locations: ResourceCacheStatistics
    public let imageCount: Int
    /// The bytes of the cached images.
    public let imageBytes: Int
    /// The bytes the cache occupies where it is stored (files on disk, or `imageBytes` in memory).
    public let totalBytes: Int

    public init(
        timestamp: Date?, characterCount: Int, imageCount: Int, imageBytes: Int, totalBytes: Int,
        characterPages: Int = 0, episodes: ResourceCacheStatistics = .empty, locations: ResourceCacheStatistics = .empty
    ) {
        self.timestamp = timestamp
        self.characterCount = characterCount
        self.characterPages = characterPages
        self.episodes = episodes
        self.locations = locations
        self.imageCount = imageCount
        self.imageBytes = imageBytes
        self.totalBytes = totalBytes
    }

    /// The characters as the other resources are counted.
    public var characters: ResourceCacheStatistics {
        ResourceCacheStatistics(count: characterCount, pages: characterPages, timestamp: timestamp)
    }

    public var episodeCount: Int { episodes.count }
    public var locationCount: Int { locations.count }
}
