import RickAndMortyFeed

/// Everything a list page's template (`feed.mustache`) shows, for any of the three lists, in one
/// of its states: the items (from remote or the cache, with how old the cache is), "No … found",
/// or an error with a retry. Only the items of the page's section are filled in.
struct FeedPageContext: Sendable {
    struct Pager: Sendable {
        let nextHref: String?
        let loadMore: String
        let previousHref: String?
        let previous: String
        let pageLabel: String
        let nextPageError: String
        let retry: String
        let loading: String
    }

    /// The items of a loaded page, as its section shows them.
    struct Items: Sendable {
        var cards: [CardContext] = []
        var episodes: [EpisodeEntry] = []
        var locations: [LocationEntry] = []
    }

    let chrome: PageChrome
    let heading: String
    let filters: FiltersContext
    /// The list's facet counts, set by the page once it has them.
    var facets: FacetsContext?
    /// `remote` or `cache`; `nil` when nothing could be shown.
    let source: String?
    let sourceMessage: String?
    let offline: Bool
    let saveError: String?
    let alert: AlertContext?
    let emptyMessage: String?
    let showsCards: Bool
    let showsEpisodes: Bool
    let showsLocations: Bool
    let cards: [CardContext]
    let episodes: [EpisodeEntry]
    let locations: [LocationEntry]
    let pager: Pager?
    let endMessage: String?

    static func loaded<Filters: PageFilters, Item>(
        _ viewModel: ResourcePageViewModel<Item>,
        items: Items,
        query: ListPageQuery<Filters>,
        chrome: PageChrome,
        localization: FeedLocalization
    ) -> FeedPageContext {
        let hasItems = !viewModel.items.isEmpty
        let showsPager = hasItems && (viewModel.nextPage != nil || query.page > 1)
        return FeedPageContext(
            Filters.section, chrome: chrome, heading: viewModel.title,
            filters: FiltersContext(query: query, localization: localization),
            source: viewModel.sourceKind, sourceMessage: viewModel.sourceMessage, offline: viewModel.isOffline,
            saveError: viewModel.saveErrorMessage, alert: nil, emptyMessage: viewModel.emptyMessage, items: items,
            pager: showsPager ? pager(query: query, nextPage: viewModel.nextPage, localization: localization) : nil,
            endMessage: viewModel.nextPage == nil && hasItems ? localization.string(Filters.section.end) : nil
        )
    }

    static func failed<Filters: PageFilters>(
        _ error: FeedErrorViewModel,
        query: ListPageQuery<Filters>,
        chrome: PageChrome,
        localization: FeedLocalization
    ) -> FeedPageContext {
        FeedPageContext(
            Filters.section, chrome: chrome, heading: localization.string(Filters.section.title),
            filters: FiltersContext(query: query, localization: localization),
            source: nil, sourceMessage: nil, offline: false, saveError: nil,
            alert: AlertContext(message: error.message, retryTitle: error.retryTitle, retryHref: query.href(page: query.page)),
            emptyMessage: nil, items: Items(), pager: nil, endMessage: nil
        )
    }

    private init(
        _ section: SiteSection, chrome: PageChrome, heading: String, filters: FiltersContext,
        source: String?, sourceMessage: String?, offline: Bool, saveError: String?, alert: AlertContext?,
        emptyMessage: String?, items: Items, pager: Pager?, endMessage: String?
    ) {
        self.chrome = chrome
        self.heading = heading
        self.filters = filters
        self.source = source
        self.sourceMessage = sourceMessage
        self.offline = offline
        self.saveError = saveError
        self.alert = alert
        self.emptyMessage = emptyMessage
        showsCards = section == .characters
        showsEpisodes = section == .episodes
        showsLocations = section == .locations
        cards = items.cards
        episodes = items.episodes
        locations = items.locations
        self.pager = pager
        self.endMessage = endMessage
    }

    private static func pager<Filters: PageFilters>(
        query: ListPageQuery<Filters>, nextPage: Int?, localization: FeedLocalization
    ) -> Pager {
        Pager(
            nextHref: nextPage.map { query.href(page: $0) },
            loadMore: localization.string(.loadMore),
            previousHref: query.page > 1 ? query.href(page: query.page - 1) : nil,
            previous: localization.string(.pagePrevious),
            pageLabel: localization.string(.pageNumber, query.page),
            nextPageError: localization.string(Filters.section.nextPageError),
            retry: localization.string(.retry),
            loading: localization.string(.feedLoading)
        )
    }
}
