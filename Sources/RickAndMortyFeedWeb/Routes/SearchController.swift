import Hummingbird
import RickAndMortyFeed

/// `GET /search?q=TEXT`: the cache's full-text index, offline, as a page that works without
/// JavaScript (a form, then links to each result); with it, `search.js` searches as you type by
/// asking this same page. Never asks the API.
struct SearchController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/search") { request, _ in await page(request) }
    }

    func page(_ request: Request) async -> Response {
        let localization = environment.localization(for: request)
        let text = QueryValues(rawQuery: request.uri.query)["q"] ?? ""
        let chrome = environment.renderer.chrome(title: searchTitle(text, localization), localization: localization)
        let context: SearchPageContext
        if SearchTerms(text).isEmpty {
            context = SearchPageContext(query: text, chrome: chrome, localization: localization, environment: environment)
        } else {
            do {
                let answer = try await environment.features.search(text)
                context = SearchPageContext(query: text, answer: answer, chrome: chrome, localization: localization, environment: environment)
            } catch {
                let message = environment.presenter(for: localization).errorViewModel(for: error)
                let alert = AlertContext(message: message.message, retryTitle: message.retryTitle, retryHref: SearchPageContext.href(text))
                context = SearchPageContext(query: text, alert: alert, chrome: chrome, localization: localization, environment: environment)
            }
        }
        return environment.renderer.page(.search, context, language: localization.language)
    }

    private func searchTitle(_ text: String, _ localization: FeedLocalization) -> String {
        let title = localization.string(.searchTitle)
        return text.isEmpty ? title : "\(text) · \(title)"
    }
}
