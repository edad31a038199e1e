import Mustache

// The stats page answers the templates' names itself rather than through Mirror (see
// `PageChrome`'s conformance).

extension StatsPageContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "heading": heading
        case "summary": summary
        case "partial": partial
        case "charts": charts
        default: nil
        }
    }
}

extension BarChartContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "title": title
        case "description": description
        case "empty": empty
        case "bars": bars
        case "height": height
        case "width": width
        case "tableTitle": tableTitle
        case "tableOpen": tableOpen
        case "headers": headers
        case "rows": rows
        default: nil
        }
    }
}

extension BarChartContext.Bar: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "count": count
        case "detail": detail
        case "barY": barY
        case "textY": textY
        case "barWidth": barWidth
        case "countX": countX
        default: nil
        }
    }
}

extension BarChartContext.Row: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "href": href
        case "cells": cells
        default: nil
        }
    }
}
