/// One page of one of the API's resources (characters, episodes, locations): up to 20 items,
/// sorted by id, and where the resource goes on. The paging is the same for the three; only the
/// items differ.
public struct ResourcePage<Item: Hashable & Sendable>: Hashable, Sendable {
    public let items: [Item]
    /// The number of the page that follows, or `nil` on the last page.
    public let nextPage: Int?
    /// How many pages the whole (possibly filtered) resource has; 0 when nothing matched.
    public let totalPages: Int
    /// How many items the whole (possibly filtered) resource has, as the API counts them (its
    /// `info.count`); `nil` when it is not known (a page cached before it was kept).
    public let totalCount: Int?

    public init(items: [Item], nextPage: Int?, totalPages: Int, totalCount: Int? = nil) {
        self.items = items
        self.nextPage = nextPage
        self.totalPages = totalPages
        self.totalCount = totalCount
    }

    /// The honest answer to a search with no match, or to a page past the end.
    public static var empty: ResourcePage<Item> {
        ResourcePage(items: [], nextPage: nil, totalPages: 0, totalCount: 0)
    }
}

/// A page of episodes.
public typealias EpisodesPage = ResourcePage<FeedEpisode>
/// A page of locations.
public typealias LocationsPage = ResourcePage<FeedLocation>
