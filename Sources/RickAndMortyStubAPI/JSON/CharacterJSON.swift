/// The wire format of the stub's resources, in the real API's field order.
enum CharacterJSON {
    static func character(_ character: StubCharacter) -> [UInt8] {
        var json = JSONText(reservingCapacity: 512)
        json.object([
            ("id", { $0.number(character.id) }),
            ("name", { $0.string(character.name) }),
            ("status", { $0.string(character.status) }),
            ("species", { $0.string(character.species) }),
            ("type", { $0.string(character.type) }),
            ("gender", { $0.string(character.gender) }),
            ("origin", { place(character.origin, into: &$0) }),
            ("location", { place(character.location, into: &$0) }),
            ("image", { $0.string(character.image) }),
            ("episode", { $0.stringList(character.episode) }),
            ("url", { $0.string(character.url) }),
            ("created", { $0.string(character.created) }),
        ])
        return json.bytes
    }

    /// `{"info":{...},"results":[...]}` from characters already encoded one by one.
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

    private static func place(_ place: StubPlace, into json: inout JSONText) {
        json.object([("name", { $0.string(place.name) }), ("url", { $0.string(place.url) })])
    }
}
