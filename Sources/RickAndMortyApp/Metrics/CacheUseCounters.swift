import CoreMetrics
import RickAndMortyFeed

/// `rmfeed_cache_hits_total{kind}` and `rmfeed_cache_misses_total{kind}`: pages (`kind="page"`)
/// and images (`kind="image"`) served from the cache (a hit) or not (a miss: from the API, the
/// placeholder, or an error because neither the API nor the cache had it).
struct CacheUseCounters: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case page, image
    }

    private let hits: [Kind: Counter]
    private let misses: [Kind: Counter]

    init(factory: any MetricsFactory) {
        var hits: [Kind: Counter] = [:]
        var misses: [Kind: Counter] = [:]
        for kind in Kind.allCases {
            hits[kind] = Counter(label: "rmfeed_cache_hits_total", dimensions: [("kind", kind.rawValue)], factory: factory)
            misses[kind] = Counter(label: "rmfeed_cache_misses_total", dimensions: [("kind", kind.rawValue)], factory: factory)
        }
        self.hits = hits
        self.misses = misses
    }

    func count(_ kind: Kind, hit: Bool) {
        (hit ? hits : misses)[kind]?.increment()
    }

    func count(_ image: CharacterImage) {
        count(.image, hit: image.source == .cache)
    }
}
