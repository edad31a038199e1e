/// Loads one page of one of the API's resources.
public protocol ResourceLoader<Item, Filters>: Sendable {
    associatedtype Item: Hashable & Sendable
    associatedtype Filters: ResourceFilters
    func load(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item>
    /// The page with the API's entity tag for it (`nil`: none), so that a cache keeping the
    /// page can ask for it again with `If-None-Match` once it expires (`PageRevalidation`).
    func loadWithEntityTag(_ query: ResourceQuery<Filters>) async throws -> (page: ResourcePage<Item>, entityTag: String?)
}

extension ResourceLoader {
    /// A loader that knows of no tag: the page alone.
    public func loadWithEntityTag(_ query: ResourceQuery<Filters>) async throws -> (page: ResourcePage<Item>, entityTag: String?) {
        (try await load(query), nil)
    }
}

/// Loads one page of the characters feed.
public typealias CharactersLoader = ResourceLoader<FeedCharacter, CharacterFilters>
