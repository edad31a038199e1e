import Foundation
import RickAndMortyFeed

/// A raw (still percent-encoded) query string read as a browser sends it: `+` is a space, as
/// HTML forms send it; the first value of a key wins; every value is capped as every filter is
/// (`FilterValue.capped`); every control character (`%00`, `%07`, a tab, a newline…) is read as a
/// space, so none from a query reaches a page, a link, the API or the search index.
struct QueryValues: Sendable {
    private let values: [String: String]

    init(rawQuery: String?) {
        var values: [String: String] = [:]
        for pair in (rawQuery ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = parts.first.flatMap({ Self.decode($0) }), values[key] == nil else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
            values[key] = FilterValue.capped(value)
        }
        self.values = values
    }

    subscript(key: String) -> String? {
        values[key]
    }

    private static func decode(_ text: Substring) -> String? {
        guard let decoded = String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding else { return nil }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: decoded.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 })
        return String(scalars)
    }
}
