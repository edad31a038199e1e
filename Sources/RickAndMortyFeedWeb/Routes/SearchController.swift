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
        let (html, mayBeKept) = await searchPage(text, localization)
        if mayBeKept { environment.searchPages.keep(html, for: key, generation: generation, now: environment.currentDate()) }
        return environment.renderer.response(html: html, language: localization.language)
    }

    /// The page for `text`, rendered from the template, and whether it may be kept: a failed
    /// search is asked again next time.
    private func searchPage(_ text: String, _ localization: FeedLocalization) async -> (ByteBuffer, mayBeKept: Bool) {
        let renderer = environment.renderer
        func rendered(answer: SearchAnswer? = nil, alert: AlertContext? = nil) -> ByteBuffer {
            let chrome = renderer.chrome(title: SearchPageContext.title(text, localization), localization: localization)
            let context = SearchPageContext(query: text, answer: answer, alert: alert, chrome: chrome, localization: localization, assets: renderer.assets)
            return renderer.html(.search, context)
        }
        let terms = SearchTerms(text)
        guard !terms.isEmpty else { return (rendered(), true) }
        do {
            return (rendered(answer: try await environment.features.search(terms)), true)
        } catch {
            let message = environment.presenter(for: localization).errorViewModel(for: error)
            let alert = AlertContext(message: message.message, retryTitle: message.retryTitle, retryHref: SearchPageContext.href(text))
            return (rendered(alert: alert), false)
        }
    }
}
