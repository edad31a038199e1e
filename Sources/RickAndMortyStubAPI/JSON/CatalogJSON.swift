/// What wraps the items of every resource alike: a page, an array of ids' items, an error.
enum CatalogJSON {
    /// `{"info":{...},"results":[...]}` from items already encoded one by one.
    static func page(count: Int, pages: Int, next: String?, prev: String?, results: [[UInt8]]) -> [UInt8] {
        var json = JSONText(reservingCapacity: 256 + results.reduce(0) { $0 + $1.count + 1 })
        json.object([
            ("info", { info in
                info.object([
                    ("count", { $0.number(count) }),
                    ("pages", { $0.number(pages) }),
                    ("next", { $0.optionalString(next) }),
                    ("prev", { $0.optionalString(prev) }),
                ])
            }),
            ("results", { array(results, into: &$0) }),
        ])
        return json.bytes
    }

    static func array(_ encoded: [[UInt8]]) -> [UInt8] {
        var json = JSONText(reservingCapacity: encoded.reduce(2) { $0 + $1.count + 1 })
        array(encoded, into: &json)
        return json.bytes
    }

    static func error(_ message: String) -> [UInt8] {
        var json = JSONText()
        json.object([("error", { $0.string(message) })])
        return json.bytes
    }

    private static func array(_ encoded: [[UInt8]], into json: inout JSONText) {
        json.raw("[")
        for (index, element) in encoded.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw(element)
        }
        json.raw("]")
    }
}
