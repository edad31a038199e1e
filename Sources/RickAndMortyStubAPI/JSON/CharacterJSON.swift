/// The wire format of a character, in the real API's field order (the page, the array and the
/// error around it are `CatalogJSON`'s).
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

    private static func place(_ place: StubPlace, into json: inout JSONText) {
        json.object([("name", { $0.string(place.name) }), ("url", { $0.string(place.url) })])
    }
}
