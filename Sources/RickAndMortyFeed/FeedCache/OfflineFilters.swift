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

    func matches(_ item: Item) -> Bool {
        activeFilters.allSatisfy { filter in
            guard let field = Self.field(named: filter.name, of: item) else { return true }
            return Self.field(field, matches: filter.value)
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
