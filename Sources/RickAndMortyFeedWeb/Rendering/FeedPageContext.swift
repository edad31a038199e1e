import RickAndMortyFeed

/// Everything the feed page template shows, in one of its states: characters (from remote or
/// the cache, with how old the cache is), "No characters found", or an error with a retry.
struct FeedPageContext: Sendable {
    struct Card: Sendable {
        let id: Int
        let name: String
        let status: String
        let statusKind: String
        let species: String
        let gender: String
        let href: String
        let imageHref: String
    }

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

    let chrome: PageChrome
    let heading: String
    let filters: FiltersContext
    /// `remote` or `cache`; `nil` when nothing could be shown.
    let source: String?
    let sourceMessage: String?
    let offline: Bool
    let saveError: String?
    let alert: AlertContext?
    let emptyMessage: String?
    let cards: [Card]
    let pager: Pager?
    let endMessage: String?

    static func loaded(
        _ viewModel: CharactersViewModel,
        query: FeedPageQuery,
        chrome: PageChrome,
        localization: FeedLocalization
    ) -> FeedPageContext {
        let cards = viewModel.characters.map { character in
            Card(
                id: character.id, name: character.name, status: character.status,
                statusKind: character.statusKind.rawValue, species: character.species, gender: character.gender,
                href: "/characters/\(character.id)", imageHref: "/characters/\(character.id)/image"
            )
        }
        let showsPager = !cards.isEmpty && (viewModel.nextPage != nil || query.page > 1)
        return FeedPageContext(
            chrome: chrome,
            heading: viewModel.title,
            filters: FiltersContext(query: query, localization: localization),
            source: viewModel.sourceKind,
            sourceMessage: viewModel.sourceMessage,
            offline: viewModel.isOffline,
            saveError: viewModel.saveErrorMessage,
            alert: nil,
            emptyMessage: viewModel.emptyMessage,
            cards: cards,
            pager: showsPager ? pager(query: query, nextPage: viewModel.nextPage, localization: localization) : nil,
            endMessage: viewModel.nextPage == nil && !cards.isEmpty ? localization.string(.endOfFeed) : nil
        )
    }

    static func failed(
        _ error: FeedErrorViewModel,
        query: FeedPageQuery,
        chrome: PageChrome,
        localization: FeedLocalization
    ) -> FeedPageContext {
        FeedPageContext(
            chrome: chrome,
            heading: localization.string(.feedTitle),
            filters: FiltersContext(query: query, localization: localization),
            source: nil,
            sourceMessage: nil,
            offline: false,
            saveError: nil,
            alert: AlertContext(message: error.message, retryTitle: error.retryTitle, retryHref: query.href(page: query.page)),
            emptyMessage: nil,
            cards: [],
            pager: nil,
            endMessage: nil
        )
    }

    private static func pager(query: FeedPageQuery, nextPage: Int?, localization: FeedLocalization) -> Pager {
        Pager(
            nextHref: nextPage.map { query.href(page: $0) },
            loadMore: localization.string(.loadMore),
            previousHref: query.page > 1 ? query.href(page: query.page - 1) : nil,
            previous: localization.string(.pagePrevious),
            pageLabel: localization.string(.pageNumber, query.page),
            nextPageError: localization.string(.nextPageError),
            retry: localization.string(.retry),
            loading: localization.string(.feedLoading)
        )
    }
}
