import Foundation

/// How many of the cached items that match a query have each value of a field, for every field
/// a list offers as facets (`FacetFields`), as a store answers it.
public struct ResourceFacets: Hashable, Sendable {
    /// One value of a field and how many items have it, as `/stats` counts them.
    public typealias Value = ShowStatistics.ValueCount

    /// A field's values, most items first (ties by value); blank values are left out, since no
    /// filter can ask for them.
    public struct Facet: Hashable, Sendable {
        public let name: String
        public let values: [Value]

        public init(name: String, values: [Value]) {
            self.name = name
            self.values = values
        }

        /// From each value's count, in the facet's order.
        public init(name: String, counts: [String: Int]) {
            self.init(name: name, values: ShowStatistics.ordered(counts))
        }
    }

    public let facets: [Facet]
    /// Whether the cached pages counted are the whole resource (`WholeFeed`).
    public let isWhole: Bool

    public init(facets: [Facet], isWhole: Bool) {
        self.facets = facets
        self.isWhole = isWhole
    }
}

/// The fields a resource's list counts by, and the value an item counts under: the field's text,
/// or for the episodes' code its season ("S01" of "S01E01"), which the API's `episode` filter
/// matches as a part of the code.
public protocol FacetFields: OfflineFilters {
    static var facetNames: [String] { get }
    static func facetValue(named name: String, of item: Item) -> String?
}

extension FacetFields {
    public static func facetValue(named name: String, of item: Item) -> String? {
        field(named: name, of: item)
    }
}

extension CharacterFilters: FacetFields {
    public static var facetNames: [String] { ["status", "species", "gender", "type"] }
}

extension EpisodeFilters: FacetFields {
    public static var facetNames: [String] { ["episode"] }

    public static func facetValue(named name: String, of episode: FeedEpisode) -> String? {
        field(named: name, of: episode).map { String($0.prefix(3)) }
    }
}

extension LocationFilters: FacetFields {
    public static var facetNames: [String] { ["type", "dimension"] }
}
