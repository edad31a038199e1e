import Foundation

/// A `FeedStore` and `ImageDataStore` in memory, with the same behaviour as the file store
/// (atomic replace, image size cap, least-recently-used eviction): for tests, and the fallback
/// when the cache file cannot be opened.
public actor InMemoryFeedStore: FeedStore, CharacterLookupStore, ImageDataStore {
    /// 256 MiB, the same default as the file store.
    public static let defaultMaxImageBytes = 256 * 1024 * 1024

    private var pages: [Int: LocalCharactersPage] = [:]
    private var images: ImageLRU

    public init(maxImageBytes: Int = InMemoryFeedStore.defaultMaxImageBytes) {
        images = ImageLRU(maxBytes: maxImageBytes)
    }

    public func retrieve() -> [LocalCharactersPage] {
        pages.values.sorted { $0.number < $1.number }
    }

    public func retrievePage(number: Int) -> LocalCharactersPage? {
        pages[number]
    }

    public func retrieveCharacter(id: Int) -> LocalFeedCharacter? {
        retrieve().lazy.flatMap(\.characters).first { $0.id == id }
    }

    public func insert(_ page: LocalCharactersPage) {
        pages[page.number] = page
    }

    public func deletePages(_ retrieved: [LocalCharactersPage]) {
        for page in retrieved where pages[page.number]?.savedAt == page.savedAt {
            pages[page.number] = nil
        }
    }

    public func deleteCachedFeed() {
        pages = [:]
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
            timestamp: pages.values.map(\.savedAt).min(),
            characterCount: pages.values.reduce(0) { $0 + $1.characters.count },
            imageCount: images.count,
            imageBytes: images.totalBytes,
            totalBytes: images.totalBytes
        )
    }
}
