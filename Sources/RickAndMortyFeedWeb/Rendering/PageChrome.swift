import RickAndMortyFeed

/// What every page shares: its language, title, assets and the skip link. Templates see only
/// stored properties (swift-mustache reads them through Mirror), so everything is computed here.
struct PageChrome: Sendable {
    let lang: String
    let title: String
    let feedTitle: String
    let skipToContent: String
    let stylesheet: String
    let script: String
    let icon: String

    init(title: String?, localization: FeedLocalization, assets: StaticAssets) {
        let feedTitle = localization.string(.feedTitle)
        lang = localization.language
        self.title = title.map { "\($0) · \(feedTitle)" } ?? feedTitle
        self.feedTitle = feedTitle
        skipToContent = localization.string(.skipToContent)
        stylesheet = assets.versionedPath("app.css")
        script = assets.versionedPath("app.js")
        icon = assets.versionedPath("favicon.svg")
    }
}

/// An error the person can act on: the message, in an element with `role="alert"`, and a retry link.
struct AlertContext: Sendable {
    let message: String
    let retryTitle: String
    let retryHref: String
}
