import RickAndMortyFeed

/// A list's facets (`facets.mustache`): for each facet field, its values with how many cached
/// items have each, each a link that adds the value to the field's filter or removes it.
struct FacetsContext: Sendable {
    struct Link: Sendable {
        let label: String
        let count: Int
        let href: String
        let selected: Bool
    }

    struct Group: Sendable {
        let id: String
        let heading: String
        let links: [Link]
    }

    /// A field shows its most common values, and every chosen one: the characters' types are
    /// too many to list.
    static let shownValues = 12

    let title: String
    let selectedText: String
    let groups: [Group]
    /// Why the counts may not be the page's: the cache lacks part of the list, or the page is the API's.
    let notes: [String]
    /// The counts are a disclosure, closed until a value is chosen: four fields of a dozen links
    /// each stood between a keyboard and the first card; once one is chosen, it shows, to be
    /// removed again.
    let isOpen: Bool

    /// `nil` when there is nothing to count.
    init?<Filters: PageFilters>(
        _ facets: ResourceFacets?, query: ListPageQuery<Filters>, pageFromRemote: Bool, localization: FeedLocalization
    ) {
        guard let facets else { return nil }
        groups = facets.facets.filter { !$0.values.isEmpty }.map { facet in
            let chosen = query.values(of: facet.name).map { $0.lowercased() }
            return Group(
                id: "facet-\(facet.name)",
                heading: localization.string(Self.heading(facet.name)),
                links: facet.values.enumerated().filter { $0.offset < Self.shownValues || chosen.contains($0.element.value.lowercased()) }
                    .map(\.element).map { value in
                    Link(
                        label: value.value, count: value.count,
                        href: query.toggling(value.value, of: facet.name).href(page: 1),
                        selected: chosen.contains(value.value.lowercased())
                    )
                }
            )
        }
        guard !groups.isEmpty else { return nil }
        isOpen = groups.contains { $0.links.contains(where: \.selected) }
        title = localization.string(.facetsTitle)
        selectedText = localization.string(.facetSelected)
        notes = (facets.isWhole ? [] : [localization.string(.facetsPartial)])
            + (pageFromRemote ? [localization.string(.facetsFromCache)] : [])
    }

    private static func heading(_ name: String) -> FeedStringKey {
        switch name {
        case "status": .labelStatus
        case "species": .labelSpecies
        case "gender": .labelGender
        case "dimension": .labelDimension
        case "episode": .facetSeason
        default: .labelType
        }
    }
}
