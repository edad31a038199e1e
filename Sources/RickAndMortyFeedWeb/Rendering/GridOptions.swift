import RickAndMortyFeed

/// What the characters' grid can ask beyond the API's filters (docs/USAGE.md, "Sorting, page
/// size and origin"): an order, a page size among `CharacterListingQuery.pageSizes`, and an origin.
/// Read from the query as the page reads filters: an unknown order, a size not offered or an
/// origin that is not a positive id is ignored (the API's order, 20, every origin).
struct GridOptions: Hashable, Sendable {
    var order: CharacterOrder = .id
    var size: Int = CharacterListingQuery.pageSizes[0]
    var origin: Int?

    init() {}

    init(_ values: QueryValues) {
        order = values["sort"].flatMap { CharacterOrder(rawValue: $0.lowercased()) } ?? .id
        size = values["size"].flatMap { Int($0) }.flatMap { CharacterListingQuery.pageSizes.contains($0) ? $0 : nil } ?? size
        origin = values["origin"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The API's own answer (its order, 20 a page, no origin): nothing to ask of the cache.
    var isDefault: Bool { self == GridOptions() }

    /// The query's pairs for a link, only those that differ from the default.
    var pairs: [(String, String)] {
        (origin.map { [("origin", String($0))] } ?? [])
            + (order == .id ? [] : [("sort", order.rawValue)])
            + (size == GridOptions().size ? [] : [("size", String(size))])
    }

    func listingQuery(page: Int, filters: CharacterFilters, alternatives: FilterAlternatives = FilterAlternatives()) -> CharacterListingQuery {
        CharacterListingQuery(filters: filters, alternatives: alternatives, originID: origin, order: order, page: page, pageSize: size)
    }

    /// The form's controls for the order and the page size, and the origin kept as it is.
    func formFields(_ localization: FeedLocalization) -> [FiltersContext.Field] {
        let orders: [(String, FeedStringKey)] = [("id", .sortID), ("name", .sortName), ("episodes", .sortEpisodes)]
        let sort = FiltersContext.Field.choice(
            name: "sort", label: localization.string(.labelSort),
            options: orders.map { FiltersContext.Option(value: $0.0, label: localization.string($0.1), selected: $0.0 == order.rawValue) }
        )
        let sizes = FiltersContext.Field.choice(
            name: "size", label: localization.string(.labelPageSize),
            options: CharacterListingQuery.pageSizes.map { FiltersContext.Option(value: String($0), label: String($0), selected: $0 == size) }
        )
        let kept = origin.map { [FiltersContext.Field.hidden(name: "origin", value: String($0))] } ?? []
        return [sort, sizes] + kept
    }
}
