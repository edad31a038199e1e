import RickAndMortyFeed

/// What every page shares: its language, title, assets and the skip link. Templates see only
/// stored properties (answered by name, `PageChrome+MustacheParent`), so everything is computed here.
struct PageChrome: Sendable {
    /// A link of the header's navigation; `current` is `page` on a list, `true` on one of its items' pages.
    struct NavLink: Sendable {
        let title: String
        let href: String
        let current: String?
    }

    let lang: String
    let title: String
    let appName: String
    let navLabel: String
    let nav: [NavLink]
    /// The search page's link, after the lists'.
    let searchLink: NavLink
    /// The personal library's page (`/favorites`), after the lists'.
    let libraryLink: NavLink
    /// The show at a glance (`/stats`), after the library.
    let statsLink: NavLink
    let libraryScript: String
    let skipToContent: String
    let stylesheet: String
    let script: String
    let icon: String
    let themeSwitch: ThemeSwitch

    /// `section` is marked in the navigation: as the page itself when `onList`, else as the
    /// section the page belongs to.
    init(title: String?, section: SiteSection?, onList: Bool, onStats: Bool = false, localization: FeedLocalization, assets: StaticAssets) {
        let appName = localization.string(.appName)
        lang = localization.language
        self.title = title.map { "\($0) · \(appName)" } ?? appName
        self.appName = appName
        navLabel = localization.string(.navLabel)
        nav = SiteSection.allCases.map { item in
            NavLink(
                title: localization.string(item.navTitle), href: item.path,
                current: item == section ? (onList ? "page" : "true") : nil
            )
        }
        searchLink = NavLink(title: localization.string(.searchTitle), href: "/search", current: nil)
        libraryLink = NavLink(title: localization.string(.navLibrary), href: "/favorites", current: section == nil && onList ? "page" : nil)
        statsLink = NavLink(title: localization.string(.navStats), href: "/stats", current: onStats ? "page" : nil)
        skipToContent = localization.string(.skipToContent)
        stylesheet = assets.versionedPath("app.css")
        script = assets.versionedPath("app.js")
        libraryScript = assets.versionedPath("library.js")
        icon = assets.versionedPath("favicon.svg")
        themeSwitch = ThemeSwitch(localization: localization, assets: assets)
    }
}

/// An error the person can act on: the message, in an element with `role="alert"`, and a retry link.
struct AlertContext: Sendable {
    let message: String
    let retryTitle: String
    let retryHref: String
}
