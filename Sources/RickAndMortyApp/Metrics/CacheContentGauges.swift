import Foundation
import CoreMetrics
import RickAndMortyFeed

/// What the cache holds, read at each scrape, so a server whose cache another process fills
/// (`rmfeed sync` from a timer) still shows how fresh its data is:
/// `rmfeed_cache_characters`, `rmfeed_cache_images`, `rmfeed_cache_bytes`, and
/// `rmfeed_cache_oldest_page_timestamp_seconds` (the oldest page's save time, 0 with no page;
/// the first page to expire). `rmfeed_cache_readable` is 0 when the cache could not be read.
struct CacheContentGauges: Sendable {
    private let characters: Gauge
    private let images: Gauge
    private let bytes: Gauge
    private let oldestPage: Gauge
    private let readable: Gauge

    init(factory: any MetricsFactory) {
        characters = Gauge(label: "rmfeed_cache_characters", factory: factory)
        images = Gauge(label: "rmfeed_cache_images", factory: factory)
        bytes = Gauge(label: "rmfeed_cache_bytes", factory: factory)
        oldestPage = Gauge(label: "rmfeed_cache_oldest_page_timestamp_seconds", factory: factory)
        readable = Gauge(label: "rmfeed_cache_readable", factory: factory)
    }

    func record(_ statistics: FeedCacheStatistics?) {
        guard let statistics else {
            readable.record(0)
            return
        }
        readable.record(1)
        characters.record(statistics.characterCount)
        images.record(statistics.imageCount)
        bytes.record(statistics.totalBytes)
        oldestPage.record(statistics.timestamp?.timeIntervalSince1970 ?? 0)
    }
}
