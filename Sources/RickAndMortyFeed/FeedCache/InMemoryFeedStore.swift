import Foundation

/// A `FeedStore`, `CharacterLookupStore` and `ImageDataStore` in memory, with the same behaviour
/// as the file store (the same store contract: atomic replace, image size cap,
/// least-recently-used eviction). The store contract suite and the acceptance tests run the app
/// on it as well as on SQLite; nothing is kept once the process ends.
public actor InMemoryFeedStore: FeedStore, CharacterLookupStore, ImageDataStore {
    /// 256 MiB, the same default as the file store.
    public static let defaultMaxImageBytes = 256 * 1024 * 1024

    private var pages: [Int: LocalCharactersPage] = [:]
    private var lookedUp: [Int: LocalLookedUpCharacter] = [:]
    private var images: ImageLRU
    /// The episodes' and the locations' caches.
    public nonisolated let episodes = InMemoryResourceStore<LocalEpisode>()
    public nonisolated let locations = InMemoryResourceStore<LocalLocation>()
    /// The characters' and images' changes; the other resources count their own.
    private var changes: UInt64 = 0

    /// Moves on with every change to any resource or image, as the file store's `generation` does.
    public var generation: UInt64 {
        get async { changes + (await episodes.changes) + (await locations.changes) }
    }

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
        retrieve().lazy.flatMap(\.characters).first { $0.id == id } ?? lookedUp[id]?.character
    }

    public func retrieveLookedUpCharacters() -> [LocalLookedUpCharacter] {
        lookedUp.values.sorted { $0.character.id < $1.character.id }
    }

    public func insert(_ page: LocalCharactersPage) {
        changes += 1
        pages[page.number] = page
    }

    public func insertLookedUpCharacter(_ character: LocalLookedUpCharacter) {
        changes += 1
        lookedUp[character.character.id] = character
    }

    public func deletePages(_ retrieved: [LocalCharactersPage]) {
        changes += 1
        for page in retrieved where pages[page.number]?.savedAt == page.savedAt {
            pages[page.number] = nil
        }
    }

    public func restampPage(_ retrieved: LocalCharactersPage, savedAt: Date) {
        guard let held = pages[retrieved.number], held.savedAt == retrieved.savedAt, held.entityTag == retrieved.entityTag else { return }
        changes += 1
        pages[held.number] = held.savedAgain(at: savedAt)
    }

    public func deleteLookedUpCharacters(_ retrieved: [LocalLookedUpCharacter]) {
        changes += 1
        for character in retrieved where lookedUp[character.character.id]?.savedAt == character.savedAt {
            lookedUp[character.character.id] = nil
        }
    }

    public func deleteCachedFeed() {
        changes += 1
        pages = [:]
        lookedUp = [:]
    }

    /// Empties the whole cache, feed and images: `rmfeed cache clear`.
    public func deleteAll() async {
        deleteCachedFeed()
        images = ImageLRU(maxBytes: images.maxBytes)
        await episodes.deleteAll()
        await locations.deleteAll()
    }

    public func insert(_ data: Data, for url: URL) throws {
        changes += 1
        try images.insert(data, for: url)
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        images.retrieve(for: url)
    }

    public func retrieveStoredURLs(among urls: Set<URL>) -> Set<URL> {
        images.storedURLs(among: urls)
    }

    /// What the cache holds, for `rmfeed cache info`.
    public func statistics() async -> FeedCacheStatistics {
        FeedCacheStatistics(
            timestamp: pages.values.map(\.savedAt).min(),
            characterCount: pages.values.reduce(0) { $0 + $1.characters.count },
            imageCount: images.count,
            imageBytes: images.totalBytes,
            totalBytes: images.totalBytes,
            characterPages: pages.count,
            episodes: await episodes.statistics(),
            locations: await locations.statistics()
        )
    }
}
