import Mustache

// The search page answers the templates' names itself rather than through Mirror (see
// `PageChrome`'s conformance): it is asked for as a person types.

extension SearchPageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "heading": heading
        case "label": label
        case "submitTitle": submitTitle
        case "query": query
        case "results": results
        case "message": message
        case "didYouMean": didYouMean
        case "suggestions": suggestions
        case "focusInput": focusInput
        case "alert": alert
        case "script": script
        default: nil
        }
    }
}

extension SearchPageContext.Result: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "href": href
        case "kind": kind
        case "hook": hook
        case "id": id
        case "image": image
        case "best": best
        default: nil
        }
    }
}
