import Foundation

/// Finds a character among the cached pages by id, expired or not: a character's image URL
/// does not go stale, and this is how an image is found without trusting a URL from outside.
/// The store answers by id (one indexed read for SQLite), never by handing over the whole feed.
public final class CachedCharacterLookup: Sendable {
    private let store: any CharacterLookupStore

    public init(store: any CharacterLookupStore) {
        self.store = store
    }

    public func character(id: Int) async throws -> FeedCharacter? {
        try await store.retrieveCharacter(id: id)?.model
    }
}
