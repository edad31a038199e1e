import RickAndMortyFeed

/// Saves a page that remote delivered, with the API's entity tag for it (`nil`: none).
/// `LocalResourceLoader` is the real one.
public protocol ResourceCache<Item, Filters>: Sendable {
    associatedtype Item: Hashable & Sendable
    associatedtype Filters: ResourceFilters
    func save(_ page: ResourcePage<Item>, for query: ResourceQuery<Filters>, entityTag: String?) async throws
}

/// Reads a valid cached page, or `nil`. `LocalResourceLoader` is the real one.
public protocol CachedResourceSource<Item, Filters>: Sendable {
    associatedtype Item: Hashable & Sendable
    associatedtype Filters: ResourceFilters
    func load(_ query: ResourceQuery<Filters>) async throws -> CachedResourcePage<Item>?
}

/// Saves a page of characters that remote delivered.
public typealias CharactersCache = ResourceCache<FeedCharacter, CharacterFilters>
/// Reads a valid cached page of characters.
public typealias CachedCharactersSource = CachedResourceSource<FeedCharacter, CharacterFilters>

extension LocalResourceLoader: ResourceCache, CachedResourceSource {}
