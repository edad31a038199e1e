import Hummingbird
import RickAndMortyFeed

/// `GET /search?q=TEXT`: the cache's full-text index, offline, as a page that works without
/// JavaScript (a form, then links to each result); with it, `search.js` searches as you type by
/// asking this same page. Never asks the API. A page searched before at the cache's current
/// generation is answered as it was rendered (`RenderedSearchPages`).
struct SearchController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/search") { request, _ in await page(request) }
    }

    func page(_ request: Request) async -> Response {
        let localization = environment.localization(for: request)
        let text = QueryValues(rawQuery: request.uri.query)["q"] ?? ""
        let key = RenderedSearchPages.Key(text: text, language: localization.language)
        // Read before searching: a change made during the search moves it on, so the page
        // rendered from what the search saw is dropped rather than kept as current.
        let generation = await environment.features.cacheGeneration()
        if let kept = environment.searchPages.html(for: key, generation: generation, now: environment.currentDate()) {
            return environment.renderer.response(html: kept, language: localization.language)
        }
        let (context, mayBeKept) = await searchContext(text, localization)
        let html = environment.renderer.html(.search, context)
        if mayBeKept { environment.searchPages.keep(html, for: key, generation: generation, now: environment.currentDate()) }
        return environment.renderer.response(html: html, language: localization.language)
    }

    /// The page for `text`, and whether it may be kept: a failed search is asked again next time.
    private func searchContext(_ text: String, _ localization: FeedLocalization) async -> (SearchPageContext, mayBeKept: Bool) {
        let chrome = environment.renderer.chrome(title: searchTitle(text, localization), localization: localization)
        guard !SearchTerms(text).isEmpty else {
            return (SearchPageContext(query: text, chrome: chrome, localization: localization, environment: environment), true)
        }
        do {
            let answer = try await environment.features.search(text)
            return (SearchPageContext(query: text, answer: answer, chrome: chrome, localization: localization, environment: environment), true)
        } catch {
            let message = environment.presenter(for: localization).errorViewModel(for: error)
            let alert = AlertContext(message: message.message, retryTitle: message.retryTitle, retryHref: SearchPageContext.href(text))
            return (SearchPageContext(query: text, alert: alert, chrome: chrome, localization: localization, environment: environment), false)
        }
    }

    private func searchTitle(_ text: String, _ localization: FeedLocalization) -> String {
        let title = localization.string(.searchTitle)
        return text.isEmpty ? title : "\(text) · \(title)"
    }
}
