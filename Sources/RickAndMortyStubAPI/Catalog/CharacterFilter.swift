/// The API's character filters (docs/API.md, "Filters"): case-insensitive substring match per
/// field, combined with AND; a value that starts with "male" matches only at the start, so
/// `gender=male` does not match "Female". Empty values and unknown keys are ignored.
struct CharacterFilter: Hashable, Sendable {
    /// The filter keys, in the order the stub writes them into `next`/`prev` links.
    static let keys = ["name", "status", "species", "type", "gender"]

    /// (key, value as given) for each non-empty filter, in `keys` order.
    let terms: [Term]

    struct Term: Hashable, Sendable {
        let key: String
        let value: String
        let needle: String
        let anchored: Bool
    }

    init(query: [String: String]) {
        terms = Self.keys.compactMap { key in
            guard let value = query[key], !value.isEmpty else { return nil }
            let needle = value.lowercased()
            return Term(key: key, value: value, needle: needle, anchored: needle.hasPrefix("male"))
        }
    }

    var isEmpty: Bool { terms.isEmpty }

    func matches(_ fields: SearchableFields) -> Bool {
        terms.allSatisfy { term in
            let haystack = fields.value(for: term.key)
            return term.anchored ? haystack.hasPrefix(term.needle) : haystack.contains(term.needle)
        }
    }

    /// `&name=...&status=...` for the links, percent-encoded.
    var linkSuffix: String {
        terms.map { "&\($0.key)=\(QueryString.encode($0.value))" }.joined()
    }
}

/// A character's filterable fields, lowercased once so a request does no case folding per character.
struct SearchableFields: Sendable {
    let name, status, species, type, gender: String

    init(_ character: StubCharacter) {
        name = character.name.lowercased()
        status = character.status.lowercased()
        species = character.species.lowercased()
        type = character.type.lowercased()
        gender = character.gender.lowercased()
    }

    func value(for key: String) -> String {
        switch key {
        case "name": name
        case "status": status
        case "species": species
        case "type": type
        default: gender
        }
    }
}
