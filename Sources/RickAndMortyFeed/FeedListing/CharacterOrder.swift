import Foundation

/// How a listing of characters is sorted (docs/USAGE.md, "Sorting, page size and origin"). Every order ends
/// with the id, so two characters never tie and paging through a sorted listing never shows one
/// twice or skips one.
public enum CharacterOrder: String, CaseIterable, Sendable {
    /// The API's own order: by id.
    case id
    /// By name, ignoring case and accents ("Álvaro" sits with the A's), in the person's language.
    case name
    /// By number of episodes, most first.
    case episodes

    /// The one comparison of names every store and use case sorts with (the SQLite store hands
    /// it to SQL as a collation), so a listing is in the same order wherever it was sorted.
    public static func compareNames(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: Locale.current)
    }

    /// `items` in this order; `key` gives each item's id, name and number of episodes.
    public func sorted<Item>(_ items: [Item], key: (Item) -> (id: Int, name: String, episodes: Int)) -> [Item] {
        items.map { (key($0), $0) }.sorted { lhs, rhs in
            areInIncreasingOrder(lhs.0, rhs.0)
        }.map(\.1)
    }

    private func areInIncreasingOrder(
        _ lhs: (id: Int, name: String, episodes: Int), _ rhs: (id: Int, name: String, episodes: Int)
    ) -> Bool {
        switch self {
        case .id:
            break
        case .name:
            let names = Self.compareNames(lhs.name, rhs.name)
            if names != .orderedSame { return names == .orderedAscending }
        case .episodes:
            if lhs.episodes != rhs.episodes { return lhs.episodes > rhs.episodes }
        }
        return lhs.id < rhs.id
    }
}

extension FeedCharacter {
    /// What `CharacterOrder` sorts by.
    public var orderKey: (id: Int, name: String, episodes: Int) { (id, name, episodeCount) }
}

extension LocalFeedCharacter {
    /// What `CharacterOrder` sorts by.
    public var orderKey: (id: Int, name: String, episodes: Int) { (id, name, episodeCount) }
}
