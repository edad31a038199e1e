import RickAndMortyFeed

/// `prefer: cache`: a valid cached page is shown without a network call; an empty, expired or
/// unreadable cache falls through to the next feed (remote-first).
public final class CacheFirstCharactersFeed: CharactersFeed {
    private let cache: any CachedCharactersSource
    private let next: any CharactersFeed

    public init(cache: any CachedCharactersSource, next: any CharactersFeed) {
        self.cache = cache
        self.next = next
    }

    public func load(_ query: CharactersQuery) async throws -> LoadedCharactersPage {
        if let cached = try? await cache.load(query) {
            return LoadedCharactersPage(page: cached.page, source: .cache(savedAt: cached.savedAt, remoteError: nil))
        }
        return try await next.load(query)
    }
}
