import Hummingbird
import RickAndMortyApp
import RickAndMortyFeed

/// `GET /`: a page of the feed (`?page=N`, filters with the API's names), remote-first with the
/// cache standing in when remote fails, in every state of SPEC §4.
struct FeedPageController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in await page(for: request) }
    }

    func page(for request: Request) async -> Response {
        let localization = environment.localization(for: request)
        let presenter = environment.presenter(for: localization)
        let query = FeedPageQuery(rawQuery: request.uri.query)
        let context: FeedPageContext
        do {
            let loaded = try await environment.feed.load(query.charactersQuery)
            let viewModel = presenter.viewModel(for: loaded.page, source: loaded.source, saveFailed: loaded.saveFailed)
            context = .loaded(
                viewModel,
                isOffline: loaded.source.isStandInForRemote,
                query: query,
                chrome: environment.renderer.chrome(title: query.page > 1 ? localization.string(.pageNumber, query.page) : nil, localization: localization),
                localization: localization
            )
        } catch {
            context = .failed(
                presenter.errorViewModel(for: error),
                query: query,
                chrome: environment.renderer.chrome(title: nil, localization: localization),
                localization: localization
            )
        }
        return environment.renderer.page(.feed, context, language: localization.language)
    }
}

extension FeedSource {
    /// The cache is shown because remote failed: the person is offline (or the API is broken).
    var isStandInForRemote: Bool {
        if case .cache(_, remoteError: .some) = self { return true }
        return false
    }
}
