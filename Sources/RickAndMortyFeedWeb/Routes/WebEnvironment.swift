import Foundation
import Hummingbird
import RickAndMortyFeed

/// What every controller needs: the feed's features, the renderer, what is kept in memory
/// between views, and the person's language.
struct WebEnvironment: Sendable {
    let features: WebFeatures
    let renderer: PageRenderer
    let currentDate: @Sendable () -> Date
    /// The personal library's toggles and `/favorites`; `nil`: the pages show no library.
    var library: LibraryWebFeatures?
    let feedPages = RenderedFeedPages()
    let searchPages = RenderedSearchPages()
    let imageResponses = ImageResponseCache()
    let keptFacetCounts = KeptFacetCounts()
    let offlinePages = KeptOfflinePages()
    let offlinePageMakers = FirstViewMakes<OfflinePageMaking, KeptPage>()
    /// The show's seasons every character page draws its strip over, while the cache stays at
    /// their generation (10 s at most): read once, not twice for every page viewed.
    let keptSeasons = GenerationStampedCache<Int, (seasons: [ShowStatistics.Season], whole: Bool)>(limits: .entries(1, maxAge: 10))

    func localization(for request: Request) -> FeedLocalization {
        FeedLocalization.negotiate(acceptLanguage: request.headers[.acceptLanguage])
    }

    func presenter(for localization: FeedLocalization) -> CharactersPresenter {
        CharactersPresenter(localization: localization, currentDate: currentDate)
    }

    /// The 404 page, in the person's language, with a way back to `section`'s list (the characters' by default).
    func notFound(_ localization: FeedLocalization, heading: FeedStringKey = .pageNotFound, section: SiteSection? = nil) -> Response {
        messagePage(localization, title: localization.string(heading), heading: heading, alert: nil, section: section, status: .notFound)
    }

    /// An item's page that could not be loaded: the error, with a retry of `retryHref`.
    func detailFailed(_ error: any Error, retryHref: String, section: SiteSection, localization: FeedLocalization) -> Response {
        let message = presenter(for: localization).errorViewModel(for: error)
        let alert = AlertContext(message: message.message, retryTitle: message.retryTitle, retryHref: retryHref)
        return messagePage(localization, title: nil, heading: section.title, alert: alert, section: section)
    }

    /// A page that only says what went wrong (or is not there), with a way back to a list.
    func messagePage(
        _ localization: FeedLocalization,
        title: String?,
        heading: FeedStringKey,
        alert: AlertContext?,
        section: SiteSection? = nil,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        let back = section ?? .characters
        let context = MessagePageContext(
            chrome: renderer.chrome(title: title, section: section, localization: localization),
            heading: localization.string(heading),
            alert: alert,
            backTitle: localization.string(back.backTitle),
            backHref: back.path
        )
        return renderer.page(.message, context, language: localization.language, status: status)
    }
}
