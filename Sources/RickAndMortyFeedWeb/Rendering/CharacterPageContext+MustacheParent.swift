import Mustache

// The character page answers the templates' names itself rather than through Mirror (see
// `PageChrome`'s conformance).

extension CharacterPageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "backTitle": backTitle
        case "backHref": backHref
        case "id": id
        case "name": name
        case "status": status
        case "statusKind": statusKind
        case "imageHref": imageHref
        case "facts": facts
        case "source": source
        case "sourceMessage": sourceMessage
        case "offline": offline
        case "episodesTitle": episodesTitle
        case "episodes": episodes
        case "missingEpisodes": missingEpisodes
        case "episodesEmpty": episodesEmpty
        case "favorite": favorite
        case "strip": strip
        default: nil
        }
    }
}

extension CharacterPageContext.Fact: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "value": value
        case "locationID": locationID
        default: nil
        }
    }
}

extension MessagePageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "heading": heading
        case "alert": alert
        case "backTitle": backTitle
        case "backHref": backHref
        default: nil
        }
    }
}
