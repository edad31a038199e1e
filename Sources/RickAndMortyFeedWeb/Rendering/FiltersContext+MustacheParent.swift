import Mustache

// A list's form answers the templates' names itself rather than through Mirror (see
// `PageChrome`'s conformance).

extension FiltersContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "action": action
        case "searchButton": searchButton
        case "clear": clear
        case "clearHref": clearHref
        case "isFiltered": isFiltered
        case "fields": fields
        default: nil
        }
    }
}

extension FiltersContext.Field: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "label": label
        case "value": value
        case "inputType": inputType
        case "placeholder": placeholder
        case "wide": wide
        case "select": select
        case "options": options
        case "hidden": hidden
        default: nil
        }
    }
}

extension FiltersContext.Option: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "value": value
        case "label": label
        case "selected": selected
        default: nil
        }
    }
}
