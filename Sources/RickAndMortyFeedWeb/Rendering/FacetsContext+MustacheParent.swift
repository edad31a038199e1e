import Mustache

// The facets answer the templates' names themselves, as the list pages do (`FeedPageContext`).

extension FacetsContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "selectedText": selectedText
        case "groups": groups
        case "notes": notes
        case "isOpen": isOpen
        default: nil
        }
    }
}

extension FacetsContext.Group: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "heading": heading
        case "links": links
        default: nil
        }
    }
}

extension FacetsContext.Link: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "count": count
        case "href": href
        case "selected": selected
        default: nil
        }
    }
}
