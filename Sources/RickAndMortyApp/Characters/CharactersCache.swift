import RickAndMortyFeed

/// Saves a page that remote delivered. `LocalCharactersLoader` is the real one.
public protocol CharactersCache: Sendable {
    func save(_ page: CharactersPage, for query: CharactersQuery) async throws
}

/// Reads a valid cached page, or `nil`. `LocalCharactersLoader` is the real one.
public protocol CachedCharactersSource: Sendable {
    func load(_ query: CharactersQuery) async throws -> CachedCharactersPage?
}

extension LocalCharactersLoader: CharactersCache, CachedCharactersSource {}
