import RickAndMortyFeed

/// The search box and the status, gender and species filters, filled in with the current query.
struct FiltersContext: Sendable {
    struct Option: Sendable {
        let value: String
        let label: String
        let selected: Bool
    }

    let title: String
    let searchLabel: String
    let searchButton: String
    let clear: String
    let clearHref: String
    let isFiltered: Bool
    let name: String
    let species: String
    let statusLabel: String
    let genderLabel: String
    let speciesLabel: String
    let statusOptions: [Option]
    let genderOptions: [Option]

    init(query: FeedPageQuery, localization: FeedLocalization) {
        let filters = query.filters
        title = localization.string(.filtersTitle)
        searchLabel = localization.string(.searchLabel)
        searchButton = localization.string(.searchButton)
        clear = localization.string(.filterClear)
        clearHref = "/"
        isFiltered = !filters.isEmpty
        name = filters.name ?? ""
        species = filters.species ?? ""
        statusLabel = localization.string(.labelStatus)
        genderLabel = localization.string(.labelGender)
        speciesLabel = localization.string(.labelSpecies)
        let any = localization.string(.filterAny)
        statusOptions = Self.options(
            any: any, current: filters.status,
            [("alive", .statusAlive), ("dead", .statusDead), ("unknown", .statusUnknown)], localization
        )
        genderOptions = Self.options(
            any: any, current: filters.gender,
            [("female", .genderFemale), ("male", .genderMale), ("genderless", .genderGenderless), ("unknown", .genderUnknown)],
            localization
        )
    }

    private static func options(
        any: String,
        current: String?,
        _ values: [(String, FeedStringKey)],
        _ localization: FeedLocalization
    ) -> [Option] {
        let current = current?.lowercased() ?? ""
        return [Option(value: "", label: any, selected: current.isEmpty)]
            + values.map { Option(value: $0.0, label: localization.string($0.1), selected: $0.0 == current) }
    }
}
