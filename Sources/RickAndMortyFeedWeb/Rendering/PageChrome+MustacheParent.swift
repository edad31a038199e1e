import Mustache

// Every page's chrome answers the templates' names itself: swift-mustache otherwise reflects the
// whole value (Mirror) for each name it looks up, which made rendering most of a page's cost.
// The names are the stored properties'; `TemplateNamesTests` checks each answers as Mirror does.

extension PageChrome: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "lang": lang
        case "title": title
        case "appName": appName
        case "navLabel": navLabel
        case "nav": nav
        case "searchLink": searchLink
        case "libraryLink": libraryLink
        case "statsLink": statsLink
        case "libraryScript": libraryScript
        case "skipToContent": skipToContent
        case "stylesheet": stylesheet
        case "script": script
        case "icon": icon
        case "themeSwitch": themeSwitch
        default: nil
        }
    }
}

extension PageChrome.NavLink: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "href": href
        case "current": current
        default: nil
        }
    }
}

extension AlertContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "message": message
        case "retryTitle": retryTitle
        case "retryHref": retryHref
        default: nil
        }
    }
}
