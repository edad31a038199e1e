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

extension OfflineFilters {
    /// Whether `item` matches every field set here or in `alternatives`, each by any of its values.
    public func matches(_ item: Item, or alternatives: FilterAlternatives, except skipped: String? = nil) -> Bool {
        alternatives.choices(with: self).allSatisfy { choice in
            guard choice.name != skipped, let field = Self.field(named: choice.name, of: item) else { return true }
            return choice.values.contains { Self.field(field, matches: $0) }
        }
    }
}
