import Mustache

// An episode's or a location's page answers the templates' names itself rather than through
// Mirror (see `PageChrome`'s conformance): its cards were reflected once for every name.

extension LinkedItemPageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "backTitle": backTitle
        case "backHref": backHref
        case "episodeID": episodeID
        case "locationID": locationID
        case "name": name
        case "kicker": kicker
        case "facts": facts
        case "source": source
        case "sourceMessage": sourceMessage
        case "offline": offline
        case "linkedTitle": linkedTitle
        case "linkedCount": linkedCount
        case "missingMessage": missingMessage
        case "emptyMessage": emptyMessage
        case "cards": cards
        case "originLink": originLink
        case "watched": watched
        default: nil
        }
    }
}

extension LinkedItemPageContext.Fact: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "value": value
        default: nil
        }
    }
}

extension LinkedItemPageContext.OriginLink: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "href": href
        case "title": title
        default: nil
        }
    }
}
