import Foundation

/// The cache's side of looking a character up by id: *Load character from cache*, *Cache
/// looked-up character* and *Validate looked-up characters*.
///
/// A character is found among the cached pages, else among the characters cached because they
/// were looked up by id, expired or not: a character's image URL does not go stale, and this is
/// how an image is found without trusting a URL from outside. Expired characters are removed by
/// validation, as expired pages are. The store answers by id (one indexed read for SQLite),
/// never by handing over the whole feed.
public final class CachedCharacterLookup: Sendable {
    private let store: any CharacterLookupStore
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    public init(
        store: any CharacterLookupStore,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.store = store
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }

    /// Keeps a character the API delivered by id, stamped with the current time. Errors are
    /// thrown, never swallowed.
    public func save(_ character: FeedCharacter) async throws {
        try await store.insertLookedUpCharacter(LocalLookedUpCharacter(character: LocalFeedCharacter(character), savedAt: currentDate()))
    }

    /// The valid characters among `ids` (on a page or looked up, less than 7 days old) with when
    /// each was saved, sorted by id: what a detail view's links resolve from. No side effects.
    public func savedCharacters(ids: [Int]) async throws -> [LocalSavedItem<FeedCharacter>] {
        let now = currentDate()
        return try await heldItems(ids: ids).filter { policy.validates($0.savedAt, against: now) }
    }

    /// The characters among `ids` the cache holds, valid or not, with when each was saved,
    /// sorted by id: a character's image address does not go stale. No side effects.
    public func heldItems(ids: [Int]) async throws -> [LocalSavedItem<FeedCharacter>] {
        try await store.retrieveSavedCharacters(ids: ids).map { LocalSavedItem(item: $0.item.model, savedAt: $0.savedAt) }
    }

    /// Keeps characters the API delivered by id, each as `save(_:)` keeps one.
    public func save(_ characters: [FeedCharacter]) async throws {
        for character in characters { try await save(character) }
    }

    /// Deletes each looked-up character that has expired, and the whole cache when they cannot
    /// be read (as *Validate feed cache* does). A deletion error is thrown.
    public func validateCache() async throws {
        let characters: [LocalLookedUpCharacter]
        do {
            characters = try await store.retrieveLookedUpCharacters()
        } catch {
            return try await store.deleteCachedFeed()
        }
        let now = currentDate()
        let expired = characters.filter { !policy.validates($0.savedAt, against: now) }
        if !expired.isEmpty {
            try await store.deleteLookedUpCharacters(expired)
        }
    }
}
