/// Further values a filter field takes besides the filters' own, which the API cannot ask: an
/// item matches a field when it matches any of the field's values (OR within a field), and
/// every field set (AND across fields). Only the cache answers a query that has any.
public struct FilterAlternatives: Hashable, Sendable {
    /// The further values of each field, by the API's name.
    public private(set) var values: [String: [String]]

    public init(_ values: [String: [String]] = [:]) {
        self.values = values.mapValues { $0.map(FilterValue.capped).filter { !$0.isEmpty } }.filter { !$0.value.isEmpty }
    }

    public var isEmpty: Bool { values.isEmpty }

    /// Every value of each field set in `filters` or here: the filter's own first.
    public func choices<Filters: ResourceFilters>(with filters: Filters) -> [(name: String, values: [String])] {
        let own = Dictionary(filters.activeFilters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return filters.fields.compactMap { field in
            let all = (own[field.name].map { [$0] } ?? []) + (values[field.name] ?? [])
            return all.isEmpty ? nil : (field.name, all)
        }
    }
}
