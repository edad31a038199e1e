import Foundation

/// Finds a character among the cached pages by id, expired or not: a character's image URL
/// does not go stale, and this is how an image is found without trusting a URL from outside.
/// A store that can look a character up by id is asked for that one character; any other
/// store's whole feed is searched.
public final class CachedCharacterLookup: Sendable {
    private let store: any FeedStore

    public init(store: any FeedStore) {
        self.store = store
    }

    public func character(id: Int) async throws -> FeedCharacter? {
        if let indexed = store as? any CharacterLookupStore {
            return try await indexed.retrieveCharacter(id: id)?.model
        }
        return try await store.retrieve()?.pages.lazy
            .flatMap(\.characters)
            .first { $0.id == id }?
            .model
    }
}
