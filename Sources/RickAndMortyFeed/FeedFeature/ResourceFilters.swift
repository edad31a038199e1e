/// A resource's filters as the API names them. `nil` or blank means "not filtered". Every use
/// of a filter (the API's URL, the offline search, the links of the web page) reads
/// `activeFilters`, so one cap holds for all.
public protocol ResourceFilters: Hashable, Sendable {
    init()
    /// Every filter, set or not, as (API name, value) pairs in the API's order.
    var fields: [(name: String, value: String?)] { get }
}

extension ResourceFilters {
    /// The filters that are set, trimmed and capped (`FilterValue.capped`).
    public var activeFilters: [(name: String, value: String)] {
        fields.compactMap { field in
            guard let value = field.value else { return nil }
            let capped = FilterValue.capped(value)
            return capped.isEmpty ? nil : (field.name, capped)
        }
    }

    /// `true` for the unfiltered resource, the one whose pages are cached.
    public var isEmpty: Bool { activeFilters.isEmpty }
}
