import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// Everything the app asks of its cache: each resource's pages and items, image bytes, the
/// full-text index, the whole listing of characters, and the housekeeping of `rmfeed cache`.
/// `SQLiteFeedStore` is the real one; `InMemoryFeedStore` runs the same composition without a file.
public protocol FeedCacheStore: ImageDataStore, SearchIndex, CharacterListingStore {
    /// What the cache holds, for `rmfeed cache info`.
    func statistics() async throws -> FeedCacheStatistics
    /// Empties every resource and the images: `rmfeed cache clear`.
    func deleteAll() async throws
    /// Merges the full-text index's pieces, which a sync leaves many of, so searches read fewer;
    /// what the index holds does not change.
    func mergeSearchIndex() async throws
    /// Writes what a sync put in the write-ahead log back into the file and empties the log.
    func checkpoint() async throws
    /// Moves on with every change to the cache, so what a UI kept from it is known to be stale.
    var generation: UInt64 { get async }
    /// How many times another process was found to have cleared or replaced the cache's file,
    /// now included: a long task compares it before and after.
    var outsideReplacements: Int { get }

    associatedtype Characters: ResourceStore<LocalFeedCharacter>
    associatedtype Episodes: ResourceStore<LocalEpisode>
    associatedtype Locations: ResourceStore<LocalLocation>
    /// The characters' cache, emptied by `deleteAll` too.
    var characters: Characters { get }
    /// The episodes' cache, emptied by `deleteAll` too.
    var episodes: Episodes { get }
    /// The locations' cache, emptied by `deleteAll` too.
    var locations: Locations { get }
}

extension SQLiteFeedStore: FeedCacheStore {}
extension InMemoryFeedStore: FeedCacheStore {
    /// Its index is not in pieces.
    public func mergeSearchIndex() {}
    /// It has no log.
    public func checkpoint() {}
    /// No other process can reach it.
    public nonisolated var outsideReplacements: Int { 0 }
}
