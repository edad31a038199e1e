import Mustache

// The cards and list lines answer the templates' names themselves rather than through Mirror
// (see `PageChrome`'s conformance): a page shows up to twenty of them, each asked a dozen names.

extension CardContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "status": status
        case "statusKind": statusKind
        case "species": species
        case "gender": gender
        case "href": href
        case "imageHref": imageHref
        case "favorite": favorite
        default: nil
        }
    }
}

extension EpisodeEntry: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "code": code
        case "airDate": airDate
        case "characters": characters
        case "href": href
        case "watched": watched
        default: nil
        }
    }
}

extension LocationEntry: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "type": type
        case "dimension": dimension
        case "residents": residents
        case "href": href
        default: nil
        }
    }
}

extension ToggleContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "action": action
        case "state": state
        case "nextValue": nextValue
        case "label": label
        case "token": token
        case "returnPath": returnPath
        case "kind": kind
        default: nil
        }
    }
}
