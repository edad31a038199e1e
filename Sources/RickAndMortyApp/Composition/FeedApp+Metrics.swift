import RickAndMortyFeedWeb

extension FeedApp {
    /// `GET /metrics` of `rmfeed serve` over `exposition`, whose factory this app counts into
    /// (give the same to `FeedApp.init(metrics:)`): the cache's contents are read at each scrape.
    public func webMetrics(_ exposition: PrometheusExposition) -> WebMetrics {
        let cacheContents = CacheContentGauges(factory: exposition.factory)
        return WebMetrics(factory: exposition.factory) { [self] in
            cacheContents.record(try? await cacheStatistics())
            return exposition.text()
        }
    }
}
