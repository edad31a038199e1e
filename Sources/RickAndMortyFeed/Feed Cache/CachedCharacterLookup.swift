import Foundation

/// Finds a character among the cached pages by id, expired or not: a character's image URL
/// does not go stale, and this is how an image is found without trusting a URL from outside.
public final class CachedCharacterLookup: Sendable {
    private let store: any FeedStore

    public init(store: any FeedStore) {
        self.store = store
    }

    public func character(id: Int) async throws -> FeedCharacter? {
        try await store.retrieve()?.pages.lazy
            .flatMap(\.characters)
            .first { $0.id == id }?
            .model
    }
}
