import RickAndMortyFeed

/// What a list's facets ask of the app, from the cache only: the counts for a query
/// (`ResourceFacets`), and the page of a query whose filters take several values
/// (`FilterAlternatives`), which the API cannot answer. `nil` when the cache holds nothing valid.
public struct ListFacetFeatures<Filters: ResourceFilters, Item: Hashable & Sendable>: Sendable {
    public var counts: @Sendable (ResourceQuery<Filters>) async throws -> ResourceFacets?
    public var cachedPage: @Sendable (ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item>?

    public init(
        counts: @escaping @Sendable (ResourceQuery<Filters>) async throws -> ResourceFacets?,
        cachedPage: @escaping @Sendable (ResourceQuery<Filters>) async throws -> LoadedResourcePage<Item>?
    ) {
        self.counts = counts
        self.cachedPage = cachedPage
    }

    /// A cache that holds nothing: no counts, no page.
    public static var none: Self { Self(counts: { _ in nil }, cachedPage: { _ in nil }) }
}

/// The three lists' facets.
public struct FacetFeatures: Sendable {
    public var characters: ListFacetFeatures<CharacterFilters, FeedCharacter>
    public var episodes: ListFacetFeatures<EpisodeFilters, FeedEpisode>
    public var locations: ListFacetFeatures<LocationFilters, FeedLocation>

    public init(
        characters: ListFacetFeatures<CharacterFilters, FeedCharacter> = .none,
        episodes: ListFacetFeatures<EpisodeFilters, FeedEpisode> = .none,
        locations: ListFacetFeatures<LocationFilters, FeedLocation> = .none
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
    }
}
