/// A resource's list as a UI asks for it: one page, with where it came from.
public protocol ResourceFeed<Item, Filters>: Sendable {
    associatedtype Item: Hashable & Sendable
    associatedtype Filters: ResourceFilters
    func load(_ query: ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item>
}

/// The characters feed as a UI asks for it.
public typealias CharactersFeed = ResourceFeed<FeedCharacter, CharacterFilters>
/// The episodes as a UI asks for them.
public typealias EpisodesFeed = ResourceFeed<FeedEpisode, EpisodeFilters>
/// The locations as a UI asks for them.
public typealias LocationsFeed = ResourceFeed<FeedLocation, LocationFilters>
