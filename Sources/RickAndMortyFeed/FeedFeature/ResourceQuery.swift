/// What a person asks a resource for: a page (1-based) of the items matching some filters.
public struct ResourceQuery<Filters: ResourceFilters>: Hashable, Sendable {
    public var page: Int
    public var filters: Filters
    /// Further values of the filters' fields (the web's `?status=alive&status=dead`); the API
    /// cannot ask them, so a query with any is for the cache only.
    public var alternatives: FilterAlternatives

    /// Pages below 1 are read as page 1, as the API does.
    public init(page: Int = 1, filters: Filters = Filters(), alternatives: FilterAlternatives = FilterAlternatives()) {
        self.page = max(1, page)
        self.filters = filters
        self.alternatives = alternatives
    }
}

/// A page of episodes matching some filters.
public typealias EpisodesQuery = ResourceQuery<EpisodeFilters>
/// A page of locations matching some filters.
public typealias LocationsQuery = ResourceQuery<LocationFilters>
