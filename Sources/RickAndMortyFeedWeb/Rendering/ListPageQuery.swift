import Foundation
import RickAndMortyFeed

/// A list page's query string (`?page=2&name=rick&status=alive`) read as a browser sends it
/// (`QueryValues`: capped, control characters as spaces), and written back into links, for any of
/// the three lists. Unknown keys are ignored; a `page` that is not a positive number is page 1,
/// as the API does.
struct ListPageQuery<Filters: PageFilters>: Hashable, Sendable {
    var page: Int
    var filters: Filters
    /// A facet field's further values (`?status=alive&status=dead`), which only the cache answers.
    var alternatives: FilterAlternatives
    /// The characters' grid's order, page size and origin; always the default on the other lists.
    var grid: GridOptions

    init(page: Int = 1, filters: Filters = Filters(), alternatives: FilterAlternatives = FilterAlternatives(), grid: GridOptions = GridOptions()) {
        self.page = max(1, page)
        self.filters = filters
        self.alternatives = alternatives
        self.grid = Filters.section == .characters ? grid : GridOptions()
    }

    /// Reads a raw (still percent-encoded) query (`QueryValues`).
    init(rawQuery: String?) {
        let values = QueryValues(rawQuery: rawQuery)
        self.init(
            page: values["page"].flatMap { Int($0) } ?? 1,
            filters: Filters(queryValue: { key in values.all(key).first }),
            alternatives: FilterAlternatives(Dictionary(uniqueKeysWithValues: Filters.facetNames.map { ($0, Array(values.all($0).dropFirst())) })),
            grid: GridOptions(values)
        )
    }

    var resourceQuery: ResourceQuery<Filters> { ResourceQuery(page: page, filters: filters, alternatives: alternatives) }

    /// Every value of the field `name` (the filter's own first).
    func values(of name: String) -> [String] {
        alternatives.choices(with: filters).first { $0.name == name }?.values ?? []
    }

    /// This query with `value` added to the field `name`, or removed when it has it (ignoring
    /// case), from the first page: what a facet's link asks.
    func toggling(_ value: String, of name: String) -> Self {
        var values = values(of: name)
        if let index = values.firstIndex(where: { $0.caseInsensitiveCompare(value) == .orderedSame }) {
            values.remove(at: index)
        } else {
            values.append(value)
        }
        var filters = [String: String]()
        var further = [String: [String]]()
        for choice in alternatives.choices(with: self.filters) where choice.name != name {
            filters[choice.name] = choice.values.first
            further[choice.name] = Array(choice.values.dropFirst())
        }
        filters[name] = values.first
        further[name] = Array(values.dropFirst())
        return Self(page: 1, filters: Filters(queryValue: { filters[$0] }), alternatives: FilterAlternatives(further), grid: grid)
    }

    /// The list's link for `page` with these filters, e.g. `/episodes?page=2&name=pilot`.
    func href(page: Int) -> String {
        let filterPairs = alternatives.choices(with: filters).flatMap { choice in choice.values.map { (choice.name, $0) } }
        let pairs = (page > 1 ? [("page", String(page))] : []) + filterPairs + grid.pairs
        guard !pairs.isEmpty else { return Filters.section.path }
        return Filters.section.path + "?" + pairs.map { "\($0)=\(QueryValueEncoding.encode($1))" }.joined(separator: "&")
    }
}

/// The characters feed's query (`GET /`).
typealias FeedPageQuery = ListPageQuery<CharacterFilters>
/// The episodes list's query (`GET /episodes`).
typealias EpisodesPageQuery = ListPageQuery<EpisodeFilters>
/// The locations list's query (`GET /locations`).
typealias LocationsPageQuery = ListPageQuery<LocationFilters>
