import Foundation
import RickAndMortyFeed

/// A list page's query string (`?page=2&name=rick&status=alive`) read as a browser sends it,
/// and written back into links, for any of the three lists. Unknown keys are ignored and every
/// value is capped as every filter is (`FilterValue.capped`); a `page` that is not a positive
/// number is page 1, as the API does. Control characters (`%00`, `%07`, a tab, a newline…) are
/// never kept: each is read as a space, so no raw control character from a query reaches the
/// page, a link or the API.
struct ListPageQuery<Filters: PageFilters>: Hashable, Sendable {
    var page: Int
    var filters: Filters

    init(page: Int = 1, filters: Filters = Filters()) {
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
            values[key] = FilterValue.capped(value)
        }
        self.init(
            page: values["page"].flatMap { Int($0) } ?? 1,
            filters: Filters(queryValue: { key in values[key].flatMap { $0.isEmpty ? nil : $0 } })
        )
    }

    var resourceQuery: ResourceQuery<Filters> { ResourceQuery(page: page, filters: filters) }

    /// The list's link for `page` with these filters, e.g. `/episodes?page=2&name=pilot`.
    func href(page: Int) -> String {
        let pairs = (page > 1 ? [("page", String(page))] : []) + filters.activeFilters.map { ($0.name, $0.value) }
        guard !pairs.isEmpty else { return Filters.section.path }
        return Filters.section.path + "?" + pairs.map { "\($0)=\(QueryValueEncoding.encode($1))" }.joined(separator: "&")
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

/// The characters feed's query (`GET /`).
typealias FeedPageQuery = ListPageQuery<CharacterFilters>
/// The episodes list's query (`GET /episodes`).
typealias EpisodesPageQuery = ListPageQuery<EpisodeFilters>
/// The locations list's query (`GET /locations`).
typealias LocationsPageQuery = ListPageQuery<LocationFilters>
