/// The API's filters (docs/API.md, "Filters"): case-insensitive substring match per field,
/// combined with AND; a value that starts with "male" matches only at the start, so
/// `gender=male` does not match "Female". Empty values and unknown keys are ignored.
struct ResourceFilter: Hashable, Sendable {
    static let characterKeys = ["name", "status", "species", "type", "gender"]
    static let episodeKeys = ["name", "episode"]
    static let locationKeys = ["name", "type", "dimension"]

    /// One non-empty filter, in the resource's key order.
    let terms: [Term]

    struct Term: Hashable, Sendable {
        /// The key's position in the resource's keys, which is also its field's position.
        let field: Int
        let key: String
        let value: String
        let needle: String
        let anchored: Bool
    }

    init(keys: [String], query: [String: String]) {
        terms = keys.enumerated().compactMap { field, key in
            guard let value = query[key], !value.isEmpty else { return nil }
            let needle = value.lowercased()
            return Term(field: field, key: key, value: value, needle: needle, anchored: needle.hasPrefix("male"))
        }
    }

    var isEmpty: Bool { terms.isEmpty }

    /// - Parameter fields: the item's lowercased values, in the resource's key order.
    func matches(_ fields: [String]) -> Bool {
        terms.allSatisfy { term in
            let haystack = fields[term.field]
            return term.anchored ? haystack.hasPrefix(term.needle) : haystack.contains(term.needle)
        }
    }

    /// `&name=...&status=...` for the links, percent-encoded.
    var linkSuffix: String {
        terms.map { "&\($0.key)=\(QueryString.encode($0.value))" }.joined()
    }
}
