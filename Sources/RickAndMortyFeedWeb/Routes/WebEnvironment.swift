import Foundation
import Hummingbird
import RickAndMortyFeed

/// What every controller needs: the feed's features, the renderer, what is kept in memory
/// between views, and the person's language.
struct WebEnvironment: Sendable {
    let features: WebFeatures
    let renderer: PageRenderer
    let currentDate: @Sendable () -> Date
    let feedPages = RenderedFeedPages()
    let imageResponses = ImageResponseCache()

    func localization(for request: Request) -> FeedLocalization {
        FeedLocalization.negotiate(acceptLanguage: request.headers[.acceptLanguage])
    }

    func presenter(for localization: FeedLocalization) -> CharactersPresenter {
        CharactersPresenter(localization: localization, currentDate: currentDate)
    }

    /// The 404 page, in the person's language.
    func notFound(_ localization: FeedLocalization, heading: FeedStringKey = .pageNotFound) -> Response {
        messagePage(localization, title: localization.string(heading), heading: heading, alert: nil, status: .notFound)
    }

    /// A page that only says what went wrong (or is not there), with a way back to the feed.
    func messagePage(
        _ localization: FeedLocalization,
        title: String?,
        heading: FeedStringKey,
        alert: AlertContext?,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        let context = MessagePageContext(
            chrome: renderer.chrome(title: title, localization: localization),
            heading: localization.string(heading),
            alert: alert,
            backTitle: localization.string(.backToFeed),
            backHref: "/"
        )
        return renderer.page(.message, context, language: localization.language, status: status)
    }
}
