import RickAndMortyFeed

/// A list's search form: the search box and the list's filters, filled in with the current query.
struct FiltersContext: Sendable {
    struct Option: Sendable {
        let value: String
        let label: String
        let selected: Bool
    }

    /// One field of the form: a text box (`inputType` search or text), or a `select` of `options`.
    struct Field: Sendable {
        let name: String
        let label: String
        let value: String
        let inputType: String
        let placeholder: String?
        /// The search box spans two columns on a wide screen.
        let wide: Bool
        let select: Bool
        let options: [Option]
        /// Kept in the form without being shown (the grid's origin).
        var hidden = false

        static func search(name: String, label: String, value: String?) -> Field {
            Field(name: name, label: label, value: value ?? "", inputType: "search", placeholder: nil, wide: true, select: false, options: [])
        }

        static func text(name: String, label: String, value: String?, placeholder: String? = nil) -> Field {
            Field(name: name, label: label, value: value ?? "", inputType: "text", placeholder: placeholder, wide: false, select: false, options: [])
        }

        /// A choice among the API's words, translated, with "Any" first; the current value is
        /// matched case-insensitively, as the API matches it.
        static func select(
            name: String, label: String, current: String?, _ localization: FeedLocalization, _ values: [(String, FeedStringKey)]
        ) -> Field {
            let current = current?.lowercased() ?? ""
            let options = [Option(value: "", label: localization.string(.filterAny), selected: current.isEmpty)]
                + values.map { Option(value: $0.0, label: localization.string($0.1), selected: $0.0 == current) }
            return Field(name: name, label: label, value: "", inputType: "", placeholder: nil, wide: false, select: true, options: options)
        }

        /// A choice among fixed options, one of them selected, with no "Any".
        static func choice(name: String, label: String, options: [Option]) -> Field {
            Field(name: name, label: label, value: "", inputType: "", placeholder: nil, wide: false, select: true, options: options)
        }

        static func hidden(name: String, value: String) -> Field {
            Field(name: name, label: "", value: value, inputType: "hidden", placeholder: nil, wide: false, select: false, options: [], hidden: true)
        }
    }

    let title: String
    let action: String
    let searchButton: String
    let clear: String
    let clearHref: String
    let isFiltered: Bool
    let fields: [Field]

    init<Filters: PageFilters>(query: ListPageQuery<Filters>, localization: FeedLocalization) {
        title = localization.string(.filtersTitle)
        action = Filters.section.path
        searchButton = localization.string(.searchButton)
        clear = localization.string(.filterClear)
        clearHref = Filters.section.path
        isFiltered = !query.filters.isEmpty || !query.grid.isDefault
        // A field's further values travel as hidden fields, so a search keeps every value chosen.
        let further = Filters.facetNames.flatMap { name in query.values(of: name).dropFirst().map { Field.hidden(name: name, value: $0) } }
        fields = query.filters.formFields(localization) + further
            + (Filters.section == .characters ? query.grid.formFields(localization) : [])
    }
}
