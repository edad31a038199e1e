/// Loads one page of one of the API's resources.
public protocol ResourceLoader<Item, Filters>: Sendable {
    associatedtype Item: Hashable & Sendable
    associatedtype Filters: ResourceFilters
    func load(_ query: ResourceQuery<Filters>) async throws -> ResourcePage<Item>
}

/// Loads one page of the characters feed.
public typealias CharactersLoader = ResourceLoader<FeedCharacter, CharacterFilters>
