import Foundation
import RickAndMortyFeed

/// A list page's query string (`?page=2&name=rick&status=alive`) read as a browser sends it
/// (`QueryValues`: capped, control characters as spaces), and written back into links, for any of
/// the three lists. Unknown keys are ignored; a `page` that is not a positive number is page 1,
/// as the API does.
struct ListPageQuery<Filters: PageFilters>: Hashable, Sendable {
    var page: Int
    var filters: Filters
    /// The characters' grid's order, page size and origin; always the default on the other lists.
    var grid: GridOptions

    init(page: Int = 1, filters: Filters = Filters(), grid: GridOptions = GridOptions()) {
        self.page = max(1, page)
        self.filters = filters
        self.grid = Filters.section == .characters ? grid : GridOptions()
    }

    /// Reads a raw (still percent-encoded) query (`QueryValues`).
    init(rawQuery: String?) {
        let values = QueryValues(rawQuery: rawQuery)
        self.init(
            page: values["page"].flatMap { Int($0) } ?? 1,
            filters: Filters(queryValue: { key in values[key].flatMap { $0.isEmpty ? nil : $0 } }),
            grid: GridOptions(values)
        )
    }

    var resourceQuery: ResourceQuery<Filters> { ResourceQuery(page: page, filters: filters) }

    /// The list's link for `page` with these filters, e.g. `/episodes?page=2&name=pilot`.
    func href(page: Int) -> String {
        let pairs = (page > 1 ? [("page", String(page))] : []) + filters.activeFilters.map { ($0.name, $0.value) } + grid.pairs
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
