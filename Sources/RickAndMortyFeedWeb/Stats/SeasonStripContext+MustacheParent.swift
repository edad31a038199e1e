import Mustache

// The strip answers the templates' names itself rather than through Mirror (see `PageChrome`'s
// conformance). Its table's names are those of `BarChartContext`, as both share `chart-table`.

extension SeasonStripContext: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "appearances": appearances
        case "id": id
        case "title": title
        case "description": description
        case "partial": partial
        case "stripRows": stripRows
        case "width": width
        case "height": height
        case "cellSize": cellSize
        case "tableTitle": tableTitle
        case "tableOpen": tableOpen
        case "headers": headers
        case "rows": rows
        default: nil
        }
    }
}

extension SeasonStripContext.Appearance: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "href": href
        case "code": code
        case "name": name
        case "airDate": airDate
        default: nil
        }
    }
}

extension SeasonStripContext.Cell: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "x": x
        case "y": y
        case "present": present
        case "code": code
        default: nil
        }
    }
}

extension SeasonStripContext.Row: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": label
        case "textY": textY
        case "cells": cells
        default: nil
        }
    }
}
