import Foundation

/// A `FeedStore` and `ImageDataStore` in memory, with the same behaviour as the file store
/// (atomic replace, image size cap, least-recently-used eviction): for tests, and the fallback
/// when the cache file cannot be opened.
public actor InMemoryFeedStore: FeedStore, CharacterLookupStore, ImageDataStore {
    /// 256 MiB, the same default as the file store.
    public static let defaultMaxImageBytes = 256 * 1024 * 1024

    private var feed: CachedFeed?
    private var images: ImageLRU

    public init(maxImageBytes: Int = InMemoryFeedStore.defaultMaxImageBytes) {
        images = ImageLRU(maxBytes: maxImageBytes)
    }

    public func retrieve() -> CachedFeed? {
        feed
    }

    public func retrieveCharacter(id: Int) -> LocalFeedCharacter? {
        feed?.pages.lazy.flatMap(\.characters).first { $0.id == id }
    }

    public func replaceFeed(with firstPage: LocalCharactersPage, timestamp: Date) {
        feed = CachedFeed(pages: [firstPage], timestamp: timestamp)
    }

    public func retrieveTimestamp() -> Date? {
        feed?.timestamp
    }

    public func insert(_ page: LocalCharactersPage) {
        guard let feed else { return }
        let pages = feed.pages.filter { $0.number != page.number } + [page]
        self.feed = CachedFeed(pages: pages.sorted { $0.number < $1.number }, timestamp: feed.timestamp)
    }

    public func deleteCachedFeed() {
        feed = nil
    }

    public func insert(_ data: Data, for url: URL) throws {
        try images.insert(data, for: url)
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        images.retrieve(for: url)
    }

    public func retrieveStoredURLs(among urls: Set<URL>) -> Set<URL> {
        images.storedURLs(among: urls)
    }

    /// What the cache holds, for `rmfeed cache info`.
    public func statistics() -> FeedCacheStatistics {
        FeedCacheStatistics(
            timestamp: feed?.timestamp,
            characterCount: feed?.pages.reduce(0) { $0 + $1.characters.count } ?? 0,
            imageCount: images.count,
            imageBytes: images.totalBytes,
            totalBytes: images.totalBytes
        )
    }
}
