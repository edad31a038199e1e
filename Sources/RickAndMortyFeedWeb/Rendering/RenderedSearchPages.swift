import Foundation
import Hummingbird

/// The search page's HTML by what was typed and the language, kept while the cache stays at the
/// generation it was searched at: search-as-you-type and reloads ask the same text again and
/// again. Like the mirror's answers (`MirrorAnswerCache`), every page is dropped once the cache's
/// generation moves (a sync, a read-through save, a validation, a clear, another process's
/// commit), and none is kept longer than `maxAge` by the app's clock, because the 7-day rule
/// expires cached items without any write. A failed search is never kept.
typealias RenderedSearchPages = GenerationStampedCache<SearchPageKey, ByteBuffer>

/// What a search page shows depends on: the text as typed, and the language.
struct SearchPageKey: Hashable, Sendable {
    let text: String
    let language: String
}

extension RenderedSearchPages {
    /// Typed text makes the set of pages unbounded; past this many, the kept pages start over.
    static var defaultCapacity: Int { 512 }
    static var defaultMaxAge: TimeInterval { 10 }
    /// Longer text is searched and shown, not kept (the form itself allows 100 characters).
    static var maxTextLength: Int { 200 }

    convenience init(capacity: Int = RenderedSearchPages.defaultCapacity, maxAge: TimeInterval = RenderedSearchPages.defaultMaxAge) {
        self.init(limits: .entries(capacity, maxAge: maxAge))
    }

    var capacity: Int { limits.maxCost }

    /// The page kept for `key` at this `generation` of the cache, when it is younger than `maxAge` at `now`.
    func html(for key: Key, generation: UInt64, now: Date) -> ByteBuffer? {
        value(forKey: key, generation: generation, now: now)
    }

    /// Keeps `html`, searched in the cache as it was at `generation` (read before the search).
    func keep(_ html: ByteBuffer, for key: Key, generation: UInt64, now: Date) {
        guard key.text.utf8.count <= Self.maxTextLength else { return }
        keep(html, forKey: key, generation: generation, now: now)
    }
}
