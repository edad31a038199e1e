import Mustache

// The list pages answer the templates' names themselves rather than through Mirror (see
// `PageChrome`'s conformance): reflecting every card for each name was most of a page's cost.

extension FeedPageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "heading": heading
        case "filters": filters
        case "facets": facets
        case "source": source
        case "sourceMessage": sourceMessage
        case "offline": offline
        case "saveError": saveError
        case "alert": alert
        case "emptyMessage": emptyMessage
        case "showsCards": showsCards
        case "showsEpisodes": showsEpisodes
        case "showsLocations": showsLocations
        case "cards": cards
        case "episodes": episodes
        case "locations": locations
        case "pager": pager
        case "endMessage": endMessage
        default: nil
        }
    }
}

extension FeedPageContext.Pager: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "nextHref": nextHref
        case "loadMore": loadMore
        case "previousHref": previousHref
        case "previous": previous
        case "pageLabel": pageLabel
        case "nextPageError": nextPageError
        case "retry": retry
        case "loading": loading
        default: nil
        }
    }
}
