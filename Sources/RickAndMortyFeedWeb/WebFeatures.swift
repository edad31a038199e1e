import RickAndMortyFeed

/// What the web app asks of the feed, in the core's terms: the composition root wires these to
/// the real app (`FeedApp`), and page tests hand in plain closures over in-memory parts. The web
/// target knows neither the HTTP library nor the database.
public struct WebFeatures: Sendable {
    /// A page of the feed for a query, with where it came from (`GET /`).
    public var loadPage: @Sendable (CharactersQuery) async throws -> LoadedCharactersPage
    /// A character's image from the cache only, without asking the API; `nil` when the cache
    /// does not hold it.
    public var cachedImage: @Sendable (Int) async -> CharacterImage?
    /// A character's image by the one image path (cache, remote, placeholder); `nil` when there
    /// is no such character. Throws only when cancelled.
    public var image: @Sendable (Int) async throws -> CharacterImage?
    /// *Validate feed cache*, run periodically while the server runs.
    public var validateCache: @Sendable () async throws -> Void
    /// Moves on with every change to the cache: kept image answers older than it are stale.
    public var cacheGeneration: @Sendable () async -> UInt64
    /// Whether the API is known to be unreachable for now, so that every view comes from the
    /// cache as it is at `cacheGeneration` (`KeptOfflinePages`).
    public var apiIsKnownUnreachable: @Sendable () async -> Bool
    /// The episodes and locations lists and the pages of items with their links.
    public var browse: BrowseFeatures
    /// *Search the cache* (`GET /search`) for the words the page read from what was typed:
    /// full-text, offline, never the API; at most `searchResultsPerPage` results are shown.
    public var search: @Sendable (SearchTerms) async throws -> SearchAnswer

    /// The best 20, as `rmfeed search` shows by default: past them come items that match only
    /// some of the words, and each result shown costs the page's rendering.
    public static let searchResultsPerPage = 20

    /// The characters' grid in an order other than the API's, by origin or in pages of another
    /// size (`GET /?sort=&origin=&size=`), from the cache only; `nil` when the cache does not
    /// hold the whole feed.
    public var listing: @Sendable (CharacterListingQuery) async throws -> LoadedCharactersPage?

    /// *Count the show* (`GET /stats`): the cache's figures, from the cache only.
    public var statistics: @Sendable () async throws -> ShowStatistics
    /// The show's seasons as the cache holds them, and whether it holds every episode: a
    /// character's page draws its appearances across them.
    public var seasons: @Sendable () async throws -> (seasons: [ShowStatistics.Season], whole: Bool)

    /// The lists' facet counts and their pages of several values a field, from the cache only.
    public var facets: FacetFeatures

    public init(
        loadPage: @escaping @Sendable (CharactersQuery) async throws -> LoadedCharactersPage,
        cachedImage: @escaping @Sendable (Int) async -> CharacterImage?,
        image: @escaping @Sendable (Int) async throws -> CharacterImage?,
        validateCache: @escaping @Sendable () async throws -> Void,
        cacheGeneration: @escaping @Sendable () async -> UInt64,
        browse: BrowseFeatures,
        search: @escaping @Sendable (SearchTerms) async throws -> SearchAnswer,
        listing: @escaping @Sendable (CharacterListingQuery) async throws -> LoadedCharactersPage? = { _ in nil },
        statistics: @escaping @Sendable () async throws -> ShowStatistics = { .nothingCached },
        facets: FacetFeatures = FacetFeatures(),
        seasons: @escaping @Sendable () async throws -> (seasons: [ShowStatistics.Season], whole: Bool) = { ([], false) },
        apiIsKnownUnreachable: @escaping @Sendable () async -> Bool = { false }
    ) {
        self.loadPage = loadPage
        self.cachedImage = cachedImage
        self.image = image
        self.validateCache = validateCache
        self.cacheGeneration = cacheGeneration
        self.browse = browse
        self.search = search
        self.listing = listing
        self.statistics = statistics
        self.facets = facets
        self.seasons = seasons
        self.apiIsKnownUnreachable = apiIsKnownUnreachable
    }
}
