import Foundation

/// Filters the cache can answer offline, with the API's matching rules (docs/API.md, "Filters"):
/// every set filter must match (AND), each as a case-insensitive substring unless the resource
/// says otherwise (`field(_:matches:)`); unknown keys match everything, as the API ignores
/// unknown query keys.
public protocol OfflineFilters: ResourceFilters {
    associatedtype Item: Identifiable & Hashable & Sendable where Item.ID == Int
    /// The item's text for the filter named `name`, or `nil` for a filter it does not have.
    static func field(named name: String, of item: Item) -> String?
    /// Whether a field's text matches a filter's value; a case-insensitive substring by default.
    static func field(_ field: String, matches value: String) -> Bool
}

extension OfflineFilters {
    public static func field(_ field: String, matches value: String) -> Bool {
        field.range(of: value, options: .caseInsensitive) != nil
    }

    /// Whether `item` matches every field set here or in `alternatives`, each by any of its
    /// values, leaving out the field named `skipped` (a facet's own).
    public func matches(_ item: Item, or alternatives: FilterAlternatives = FilterAlternatives(), except skipped: String? = nil) -> Bool {
        // The common query has no further values: its filters are read as they are, with no
        // choices gathered for every item.
        guard !alternatives.isEmpty || skipped != nil else {
            return activeFilters.allSatisfy { filter in
                guard let field = Self.field(named: filter.name, of: item) else { return true }
                return Self.field(field, matches: filter.value)
            }
        }
        return alternatives.choices(with: self).allSatisfy { choice in
            guard choice.name != skipped, let field = Self.field(named: choice.name, of: item) else { return true }
            return choice.values.contains { Self.field(field, matches: $0) }
        }
    }
}

extension EpisodeFilters: OfflineFilters {
    public static func field(named name: String, of episode: FeedEpisode) -> String? {
        switch name {
        case "name": episode.name
        case "episode": episode.code
        default: nil
        }
    }
}

extension LocationFilters: OfflineFilters {
    public static func field(named name: String, of location: FeedLocation) -> String? {
        switch name {
        case "name": location.name
        case "type": location.type
        case "dimension": location.dimension
        default: nil
        }
    }
}
