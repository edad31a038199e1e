import Foundation
import RickAndMortyFeed

/// A raw (still percent-encoded) query string read as a browser sends it: `+` is a space, as
/// HTML forms send it; the first value of a key wins; every value is capped as every filter is
/// (`FilterValue.capped`); every control character (`%00`, `%07`, a tab, a newline…) is read as a
/// space, so none from a query reaches a page, a link, the API or the search index.
struct QueryValues: Sendable {
    /// Every value of each key, in order (a list's filter can take several).
    private let lists: [String: [String]]

    init(rawQuery: String?) {
        var lists: [String: [String]] = [:]
        for (key, value) in Self.formPairs(rawQuery) {
            lists[key, default: []].append(FilterValue.capped(Self.withoutControls(value)))
        }
        self.lists = lists
    }

    /// Every non-blank value of `key`, in order, each once (ignoring case, as filters match).
    func all(_ key: String) -> [String] {
        var seen = Set<String>()
        return (lists[key] ?? []).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// The fields of a raw query as an HTML form sends them (`+` a space, then percent-decoded),
    /// the first value of a key winning, and nothing else changed: for a value that is text to be
    /// read whole, such as a GraphQL query with its line breaks.
    static func formFields(_ rawQuery: String?) -> [String: String] {
        Dictionary(formPairs(rawQuery), uniquingKeysWith: { first, _ in first })
    }

    /// Each key and value in order, decoded as a form sends them; a key without `=`, or a value
    /// that does not decode, has the value "".
    private static func formPairs(_ rawQuery: String?) -> [(String, String)] {
        (rawQuery ?? "").split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = parts.first.flatMap({ formDecoded($0) }).map(withoutControls) else { return nil }
            return (key, parts.count > 1 ? formDecoded(parts[1]) ?? "" : "")
        }
    }

    /// The first value of `key`.
    subscript(key: String) -> String? {
        lists[key]?.first
    }

    private static func formDecoded(_ text: Substring) -> String? {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    private static func withoutControls(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 })
        return String(scalars)
    }
}
