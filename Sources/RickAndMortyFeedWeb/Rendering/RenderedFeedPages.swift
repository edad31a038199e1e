import Hummingbird
import RickAndMortyFeed

/// The feed page's HTML for pages that remote delivered, by query and language, kept while the
/// feed keeps delivering the same page: rendering twenty cards is most of a view's cost, and a
/// page from remote reads the same until its characters change. A page the cache stands in for
/// says how old it is, so it is never kept. The page itself tells whether a kept one is current,
/// so the cache's generation plays no part here (it stays 0).
typealias RenderedFeedPages = GenerationStampedCache<FeedPageKey, RenderedFeedPage>

/// What a feed page's HTML depends on besides the page itself.
struct FeedPageKey: Hashable, Sendable {
    let query: FeedPageQuery
    let language: String
    /// The favourites when it was rendered: its cards show them (`data-favorite`).
    var favorites: Set<Int> = []
    /// The facet counts it shows, which the cache's changes move while the page stays the same.
    var facets: ResourceFacets?
}

/// A feed page's HTML and the page it was rendered from.
struct RenderedFeedPage: Sendable {
    let loaded: LoadedCharactersPage
    let html: ByteBuffer
}

extension RenderedFeedPages {
    /// Filters make the set of pages unbounded; past this many, the kept pages start over.
    static var defaultCapacity: Int { 256 }

    convenience init(capacity: Int = RenderedFeedPages.defaultCapacity) {
        self.init(limits: .entries(capacity))
    }

    var capacity: Int { limits.maxCost }

    /// The HTML kept for `key`, when it was rendered from exactly `loaded`.
    /// Only a page that may be kept is ever kept, so another page never matches an entry.
    func html(for key: Key, showing loaded: LoadedCharactersPage) -> ByteBuffer? {
        guard let kept = value(forKey: key, generation: 0), kept.loaded == loaded else { return nil }
        return kept.html
    }

    func keep(_ html: ByteBuffer, for key: Key, showing loaded: LoadedCharactersPage) {
        guard loaded.mayBeKeptAsLatest else { return }
        keep(RenderedFeedPage(loaded: loaded, html: html), forKey: key, generation: 0)
    }
}
