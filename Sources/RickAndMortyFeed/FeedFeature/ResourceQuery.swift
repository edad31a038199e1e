/// What a person asks a resource for: a page (1-based) of the items matching some filters.
public struct ResourceQuery<Filters: ResourceFilters>: Hashable, Sendable {
    public var page: Int
    public var filters: Filters

    /// Pages below 1 are read as page 1, as the API does.
    public init(page: Int = 1, filters: Filters = Filters()) {
        self.page = max(1, page)
        self.filters = filters
    }
}

/// A page of episodes matching some filters.
public typealias EpisodesQuery = ResourceQuery<EpisodeFilters>
/// A page of locations matching some filters.
public typealias LocationsQuery = ResourceQuery<LocationFilters>
