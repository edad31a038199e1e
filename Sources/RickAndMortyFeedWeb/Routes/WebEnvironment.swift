import Foundation
import Hummingbird
import RickAndMortyApp
import RickAndMortyFeed

/// What every controller needs: the app, the shared feed, the renderer, what is kept in memory
/// between views, and the person's language.
struct WebEnvironment: Sendable {
    let app: FeedApp
    let feed: any CharactersFeed
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
        let context = MessagePageContext(
            chrome: renderer.chrome(title: localization.string(heading), localization: localization),
            heading: localization.string(heading),
            alert: nil,
            backTitle: localization.string(.backToFeed),
            backHref: "/"
        )
        return renderer.page(.message, context, language: localization.language, status: .notFound)
    }
}
