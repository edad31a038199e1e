import Foundation
import RickAndMortyFeed
import RickAndMortyFeedWeb

extension FeedApp {
    /// What the web app of `rmfeed serve` asks of this app. Page views share the remote-first
    /// feed: a page remote delivered less than `refreshInterval` seconds ago is shown again as
    /// the latest, and views of one page that arrive while it loads share that load.
    public func webFeatures(
        refreshInterval: TimeInterval,
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> WebFeatures {
        let shared = RecentRemoteCharactersFeed(
            decoratee: self.feed(preferring: .remote),
            maxAge: refreshInterval,
            currentDate: currentDate
        )
        return WebFeatures(
            loadPage: { query in try await shared.load(query) },
            cachedImage: { [self] id in await cachedImage(forCharacter: id) },
            image: { [self] id in try await image(forCharacter: id) },
            validateCache: { [self] in try await validateCache() },
            cacheGeneration: { [self] in await cacheGeneration },
            browse: browseFeatures(refreshInterval: refreshInterval, currentDate: currentDate),
            search: { [self] terms in try await search(terms, limit: WebFeatures.searchResultsPerPage) },
            listing: { [self] query in try await characterListing(query) },
            statistics: { [self] in try await showStatistics() },
            facets: facetFeatures(),
            seasons: { [self] in try await showSeasons() },
            apiIsKnownUnreachable: { [self] in await apiIsKnownUnreachable }
        )
    }
}
