import Foundation
import RickAndMortyFeed

/// The feed page's query string (`?page=2&name=rick&status=alive`) read as a browser sends it,
/// and written back into links. Unknown keys are ignored and every value is capped as every
/// filter is (`CharacterFilters.capped`); a `page` that is not a positive number is page 1, as the API does. Control
/// characters (`%00`, `%07`, a tab, a newline…) are never kept: each is read as a space, so no
/// raw control character from a query reaches the page, a link or the API.
struct FeedPageQuery: Hashable, Sendable {
    var page: Int
    var filters: CharacterFilters

    init(page: Int = 1, filters: CharacterFilters = CharacterFilters()) {
        self.page = max(1, page)
        self.filters = filters
    }

    /// Reads a raw (still percent-encoded) query; `+` is a space, as HTML forms send it.
    init(rawQuery: String?) {
        var values: [String: String] = [:]
        for pair in (rawQuery ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = parts.first.flatMap({ Self.decode($0) }), values[key] == nil else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
            values[key] = CharacterFilters.capped(value)
        }
        func filter(_ key: String) -> String? { values[key].flatMap { $0.isEmpty ? nil : $0 } }
        self.init(
            page: values["page"].flatMap { Int($0) } ?? 1,
            filters: CharacterFilters(
                name: filter("name"), status: filter("status"), species: filter("species"),
                type: filter("type"), gender: filter("gender")
            )
        )
    }

    var charactersQuery: CharactersQuery { CharactersQuery(page: page, filters: filters) }

    /// The feed page's link for `page` with these filters, e.g. `/?page=2&name=rick`.
    func href(page: Int) -> String {
        let pairs = (page > 1 ? [("page", String(page))] : []) + filters.activeFilters.map { ($0.name, $0.value) }
        guard !pairs.isEmpty else { return "/" }
        return "/?" + pairs.map { "\($0)=\(QueryValueEncoding.encode($1))" }.joined(separator: "&")
    }

    /// The value as the person typed it: percent-decoded, `+` as a space, every control character
    /// as a space.
    private static func decode(_ text: Substring) -> String? {
        guard let decoded = String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding else { return nil }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: decoded.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 })
        return String(scalars)
    }
}
