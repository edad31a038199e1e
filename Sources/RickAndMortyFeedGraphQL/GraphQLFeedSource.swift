import RickAndMortyFeed

/// What `/graphql` asks of the app, in the core's terms: each resource's page (the empty page is
/// the API's "There is nothing here") and its items by many ids (those that exist). The web app
/// hands in the same read-through lookups `/api` answers from, so both doors read the cache, and
/// the API when it misses, the same way. A lookup that fails throws; that field is then `null`
/// with an error, and the rest of the answer is still given.
public struct GraphQLFeedSource: Sendable {
    public var characters: GraphQLResourceSource<FeedCharacter, CharacterFilters>
    public var episodes: GraphQLResourceSource<FeedEpisode, EpisodeFilters>
    public var locations: GraphQLResourceSource<FeedLocation, LocationFilters>

    public init(
        characters: GraphQLResourceSource<FeedCharacter, CharacterFilters>,
        episodes: GraphQLResourceSource<FeedEpisode, EpisodeFilters>,
        locations: GraphQLResourceSource<FeedLocation, LocationFilters>
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
    }
}

/// One resource: a page of a listing, and the items of many ids in one lookup.
public struct GraphQLResourceSource<Item: Hashable & Sendable & Identifiable, Filters: ResourceFilters>: Sendable where Item.ID == Int {
    public var page: @Sendable (ResourceQuery<Filters>) async throws -> ResourcePage<Item>
    public var items: @Sendable ([Int]) async throws -> [Item]

    public init(
        page: @escaping @Sendable (ResourceQuery<Filters>) async throws -> ResourcePage<Item>,
        items: @escaping @Sendable ([Int]) async throws -> [Item]
    ) {
        self.page = page
        self.items = items
    }
}
