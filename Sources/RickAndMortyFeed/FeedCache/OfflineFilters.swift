import Foundation

/// Filters the cache can answer offline, with the API's matching rules (docs/API.md, "Filters"):
/// every set filter must match (AND), each as a case-insensitive substring; unknown keys match
/// everything, as the API ignores unknown query keys.
public protocol OfflineFilters: ResourceFilters {
    associatedtype Item
    /// The item's text for the filter named `name`, or `nil` for a filter it does not have.
    static func field(named name: String, of item: Item) -> String?
}

extension OfflineFilters {
    func matches(_ item: Item) -> Bool {
        activeFilters.allSatisfy { filter in
            guard let field = Self.field(named: filter.name, of: item) else { return true }
            return field.range(of: filter.value, options: .caseInsensitive) != nil
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
