import Foundation
import RickAndMortyFeed
import RickAndMortyFeedWeb

extension FeedApp {
    /// What the web's episodes, locations and items' pages ask of this app. The lists are
    /// remote-first and shared as the characters feed is (`RecentRemoteResourceFeed`); an item's
    /// page counts a cached item saved less than `refreshInterval` seconds ago as the latest, and
    /// asks the API first for an older one (`RecentDetail`).
    func browseFeatures(refreshInterval: TimeInterval, currentDate: @escaping @Sendable () -> Date) -> BrowseFeatures {
        let episodes = RecentRemoteResourceFeed(decoratee: self.episodes(preferring: .remote), maxAge: refreshInterval, currentDate: currentDate)
        let locations = RecentRemoteResourceFeed(decoratee: self.locations(preferring: .remote), maxAge: refreshInterval, currentDate: currentDate)
        let recent = RecentDetail(maxAge: refreshInterval, currentDate: currentDate)
        return BrowseFeatures(
            episodes: { query in try await episodes.load(query) },
            locations: { query in try await locations.load(query) },
            characterDetail: { [self] id in
                try await recent.load(source: \.source) { try await characterDetail(id: id, preferring: $0) }
            },
            episodeDetail: { [self] id in
                try await recent.load(source: \.source) { try await episodeDetail(id: id, preferring: $0) }
            },
            locationDetail: { [self] id in
                try await recent.load(source: \.source) { try await locationDetail(id: id, preferring: $0) }
            }
        )
    }
}
