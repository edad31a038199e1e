import Mustache
import RickAndMortyFeed

/// The page header's theme switch: one submit button per theme, which works without JavaScript
/// (`GET /theme`) and without a reload with it (`theme.js`).
struct ThemeSwitch: Sendable {
    struct Choice: Sendable {
        let value: String
        let title: String
        /// `aria-pressed`: pages are rendered following the system, the default; `ThemeMiddleware`
        /// presses another theme's button for whoever chose it.
        let pressed: String
    }

    let label: String
    let choices: [Choice]
    let script: String

    init(localization: FeedLocalization, assets: StaticAssets) {
        label = localization.string(.themeLabel)
        choices = Theme.allCases.map { Choice(value: $0.rawValue, title: localization.string($0.title), pressed: String($0 == .system)) }
        script = assets.versionedPath("theme.js")
    }
}

private extension Theme {
    var title: FeedStringKey {
        switch self {
        case .system: .themeSystem
        case .light: .themeLight
        case .dark: .themeDark
        }
    }
}

extension ThemeSwitch: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "choices": choices
        case "script": script
        default: nil
        }
    }
}

extension ThemeSwitch.Choice: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "value": value
        case "title": title
        case "pressed": pressed
        default: nil
        }
    }
}
