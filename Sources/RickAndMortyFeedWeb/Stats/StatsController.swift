import Hummingbird
import Logging
import RickAndMortyFeed

/// `GET /stats`: the show at a glance, from the cache only (`WebFeatures.statistics`): charts
/// drawn on the server as SVG, each with a table, that need no script. A cache that cannot be
/// read is said, with a retry.
struct StatsController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/stats") { request, context in await page(request, logger: context.logger) }
    }

    func page(_ request: Request, logger: Logger) async -> Response {
        let localization = environment.localization(for: request)
        let title = localization.string(.statsTitle)
        do {
            let statistics = try await environment.features.statistics()
            let chrome = environment.renderer.chrome(title: title, onStats: true, localization: localization)
            return environment.renderer.page(.stats, StatsPageContext(statistics, chrome: chrome, localization: localization), language: localization.language)
        } catch {
            logger.error("the cache could not be counted", metadata: ["error": "\(error)"])
            let message = environment.presenter(for: localization).errorViewModel(for: error)
            let alert = AlertContext(message: message.message, retryTitle: message.retryTitle, retryHref: "/stats")
            return environment.messagePage(localization, title: title, heading: .statsTitle, alert: alert, status: .internalServerError)
        }
    }
}
