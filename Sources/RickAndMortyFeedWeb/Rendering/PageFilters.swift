import RickAndMortyFeed

/// A resource's filters as a list page reads them from its query and offers them in its form.
protocol PageFilters: FacetFields {
    /// The list these filters belong to.
    static var section: SiteSection { get }
    /// The filters from a query's values by the API's names (`nil` for a key not set).
    init(queryValue: (String) -> String?)
    /// The form's fields, filled in with these filters, in the order the form shows them.
    func formFields(_ localization: FeedLocalization) -> [FiltersContext.Field]
}

extension CharacterFilters: PageFilters {
    static var section: SiteSection { .characters }

    init(queryValue value: (String) -> String?) {
        self.init(name: value("name"), status: value("status"), species: value("species"), type: value("type"), gender: value("gender"))
    }

    /// The type filter is read and kept in links but not offered: the API's types are too many to pick from.
    func formFields(_ localization: FeedLocalization) -> [FiltersContext.Field] {
        [
            .search(name: "name", label: localization.string(.searchLabel), value: name),
            .select(name: "status", label: localization.string(.labelStatus), current: status, localization, [
                ("alive", .statusAlive), ("dead", .statusDead), ("unknown", .statusUnknown),
            ]),
            .select(name: "gender", label: localization.string(.labelGender), current: gender, localization, [
                ("female", .genderFemale), ("male", .genderMale), ("genderless", .genderGenderless), ("unknown", .genderUnknown),
            ]),
            .text(name: "species", label: localization.string(.labelSpecies), value: species),
        ]
    }
}

extension EpisodeFilters: PageFilters {
    static var section: SiteSection { .episodes }

    init(queryValue value: (String) -> String?) {
        self.init(name: value("name"), episode: value("episode"))
    }

    func formFields(_ localization: FeedLocalization) -> [FiltersContext.Field] {
        [
            .search(name: "name", label: localization.string(.searchLabel), value: name),
            .text(name: "episode", label: localization.string(.labelEpisodeCode), value: episode, placeholder: "S01E01"),
        ]
    }
}

extension LocationFilters: PageFilters {
    static var section: SiteSection { .locations }

    init(queryValue value: (String) -> String?) {
        self.init(name: value("name"), type: value("type"), dimension: value("dimension"))
    }

    func formFields(_ localization: FeedLocalization) -> [FiltersContext.Field] {
        [
            .search(name: "name", label: localization.string(.searchLabel), value: name),
            .text(name: "type", label: localization.string(.labelType), value: type),
            .text(name: "dimension", label: localization.string(.labelDimension), value: dimension),
        ]
    }
}
