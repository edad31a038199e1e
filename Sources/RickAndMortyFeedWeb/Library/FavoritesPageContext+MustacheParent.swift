import Mustache

// The library's page answers the templates' names itself rather than through Mirror (see
// `PageChrome`'s conformance).

extension FavoritesPageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "heading": heading
        case "favoritesTitle": favoritesTitle
        case "cards": cards
        case "missingCharacters": missingCharacters
        case "favoritesEmpty": favoritesEmpty
        case "watchedTitle": watchedTitle
        case "episodes": episodes
        case "missingEpisodes": missingEpisodes
        case "watchedEmpty": watchedEmpty
        case "notice": notice
        default: nil
        }
    }
}

extension FavoritesPageContext.Missing: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "label": label
        case "favorite": favorite
        case "watched": watched
        default: nil
        }
    }
}
