import Hummingbird
import RickAndMortyFeed

/// `GET /`: a page of the feed (`?page=N`, filters with the API's names), remote-first with the
/// cache standing in when remote fails, in every state the page has (docs/USAGE.md, "The web app";
/// docs/ARCHITECTURE.md, "A request followed through").
struct FeedPageController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/") { request, _ in await page(for: request) }
    }

    /// A page remote delivered is rendered once and kept while the feed delivers the same page
    /// (see `RenderedFeedPages`); every other page is rendered for each view.
    func page(for request: Request) async -> Response {
        let localization = environment.localization(for: request)
        let presenter = environment.presenter(for: localization)
        let query = FeedPageQuery(rawQuery: request.uri.query)
        let loaded: LoadedCharactersPage
        do {
            if query.grid.isDefault, query.alternatives.isEmpty {
                loaded = try await environment.features.loadPage(query.resourceQuery)
            } else if query.grid.isDefault, let cached = try await environment.features.facets.characters.cachedPage(query.resourceQuery) {
                loaded = cached
            } else if !query.grid.isDefault, let listed = try await environment.features.listing(
                query.grid.listingQuery(page: query.page, filters: query.filters, alternatives: query.alternatives)
            ) {
                loaded = listed
            } else {
                return needsSync(query: query, localization: localization)
            }
        } catch {
            let context = FeedPageContext.failed(
                presenter.errorViewModel(for: error),
                query: query,
                chrome: environment.listChrome(.characters, page: query.page, localization: localization),
                localization: localization
            )
            return environment.renderer.page(.feed, context, language: localization.language)
        }
        let marks = await environment.libraryMarks(for: request, localization: localization)
        let facets = await environment.facetCounts(query, count: environment.features.facets.characters.counts)
        let key = RenderedFeedPages.Key(query: query, language: localization.language, favorites: marks.favoriteIDs, facets: facets)
        if let html = environment.feedPages.html(for: key, showing: loaded) {
            return environment.renderer.response(html: html, language: localization.language)
        }
        let viewModel = presenter.viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
        var context = FeedPageContext.loaded(
            viewModel,
            items: .init(cards: viewModel.characters.map { CardContext($0, marks: marks) }),
            query: query,
            chrome: environment.listChrome(.characters, page: query.page, localization: localization),
            localization: localization
        )
        context.facets = FacetsContext(facets, query: query, pageFromRemote: loaded.source == .remote, localization: localization)
        let html = environment.renderer.html(.feed, context)
        environment.feedPages.keep(html, for: key, showing: loaded)
        return environment.renderer.response(html: html, language: localization.language)
    }

    /// An order, an origin, a page size or a filter of several values the cache cannot answer without the whole feed: the
    /// page says to sync, keeps the form as it was asked, and offers to try again.
    private func needsSync(query: FeedPageQuery, localization: FeedLocalization) -> Response {
        let context = FeedPageContext.failed(
            FeedErrorViewModel(message: localization.string(.listingNeedsSync), retryTitle: localization.string(.retry)),
            query: query,
            chrome: environment.listChrome(.characters, page: query.page, localization: localization),
            localization: localization
        )
        return environment.renderer.page(.feed, context, language: localization.language)
    }
}
