import Foundation
import RickAndMortyFeed

/// An item's page (a character, an episode, a location with its links) as fresh as the web's
/// list pages are: an item the cache saved less than `maxAge` seconds ago counts as the latest
/// and is shown without asking the API; an older one is asked of the API first, the cache
/// standing in (and the page saying it is offline) when the API fails. With `maxAge` 0 every
/// view asks the API first, as every list page view does.
struct RecentDetail: Sendable {
    let maxAge: TimeInterval
    let currentDate: @Sendable () -> Date

    /// `load` is the app's detail lookup for a preference; `source` says where a detail came from.
    func load<Detail: Sendable>(
        source: (Detail) -> FeedSource,
        _ load: (FeedPreference) async throws -> Detail?
    ) async throws -> Detail? {
        guard maxAge > 0 else { return try await load(.remote) }
        guard let first = try await load(.cache) else { return nil }
        if case let .cache(savedAt, _) = source(first), currentDate().timeIntervalSince(savedAt) >= maxAge {
            return try await load(.remote)
        }
        return first
    }
}
