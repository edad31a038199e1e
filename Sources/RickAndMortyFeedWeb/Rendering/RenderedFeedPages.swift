import Hummingbird
import RickAndMortyFeed
import NIOConcurrencyHelpers

/// The feed page's HTML for pages that remote delivered, by query and language, kept while the
/// feed keeps delivering the same page: rendering twenty cards is most of a view's cost, and a
/// page from remote reads the same until its characters change. A page the cache stands in for
/// says how old it is, so it is never kept.
final class RenderedFeedPages: Sendable {
    struct Key: Hashable, Sendable {
        let query: FeedPageQuery
        let language: String
        /// The favourites when it was rendered: its cards show them (`data-favorite`).
        var favorites: Set<Int> = []
    }

    private struct Entry {
        let loaded: LoadedCharactersPage
        let html: ByteBuffer
    }

    /// Filters make the set of pages unbounded; past this many, the kept pages start over.
    static let defaultCapacity = 256

    let capacity: Int
    private let entries = NIOLockedValueBox<[Key: Entry]>([:])

    init(capacity: Int = RenderedFeedPages.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// The HTML kept for `key`, when it was rendered from exactly `loaded`.
    /// Only a page that may be kept is ever kept, so another page never matches an entry.
    func html(for key: Key, showing loaded: LoadedCharactersPage) -> ByteBuffer? {
        entries.withLockedValue { entries in
            guard let entry = entries[key], entry.loaded == loaded else { return nil }
            return entry.html
        }
    }

    func keep(_ html: ByteBuffer, for key: Key, showing loaded: LoadedCharactersPage) {
        guard loaded.mayBeKeptAsLatest else { return }
        entries.withLockedValue { entries in
            if entries[key] == nil, entries.count >= capacity { entries.removeAll() }
            entries[key] = Entry(loaded: loaded, html: html)
        }
    }
}
