import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// The search page's HTML by what was typed and the language, kept while the cache stays at the
/// generation it was searched at: search-as-you-type and reloads ask the same text again and
/// again. Like the mirror's answers (`MirrorAnswerCache`), every page is dropped once the cache's
/// generation moves (a sync, a read-through save, a validation, a clear, another process's
/// commit), and none is kept longer than `maxAge` by the app's clock, because the 7-day rule
/// expires cached items without any write. A failed search is never kept.
final class RenderedSearchPages: Sendable {
    struct Key: Hashable, Sendable {
        let text: String
        let language: String
    }

    private struct Entry {
        let html: ByteBuffer
        let keptAt: Date
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var generation: UInt64 = 0

        /// Brings the kept pages to `current`; `false` when `current` is older than what is kept.
        mutating func moveTo(_ current: UInt64) -> Bool {
            guard current != generation else { return true }
            guard current > generation else { return false }
            entries.removeAll()
            generation = current
            return true
        }
    }

    /// Typed text makes the set of pages unbounded; past this many, the kept pages start over.
    static let defaultCapacity = 512
    static let defaultMaxAge: TimeInterval = 10
    /// Longer text is searched and shown, not kept (the form itself allows 100 characters).
    static let maxTextLength = 200

    let capacity: Int
    let maxAge: TimeInterval
    private let state = NIOLockedValueBox(State())

    init(capacity: Int = RenderedSearchPages.defaultCapacity, maxAge: TimeInterval = RenderedSearchPages.defaultMaxAge) {
        self.capacity = max(1, capacity)
        self.maxAge = maxAge
    }

    /// The page kept for `key` at this `generation` of the cache, when it is younger than `maxAge` at `now`.
    func html(for key: Key, generation: UInt64, now: Date) -> ByteBuffer? {
        state.withLockedValue { state in
            guard state.moveTo(generation), let entry = state.entries[key] else { return nil }
            let age = now.timeIntervalSince(entry.keptAt)
            guard age >= 0, age < maxAge else {
                state.entries[key] = nil
                return nil
            }
            return entry.html
        }
    }

    /// Keeps `html`, searched in the cache as it was at `generation` (read before the search).
    func keep(_ html: ByteBuffer, for key: Key, generation: UInt64, now: Date) {
        guard key.text.utf8.count <= Self.maxTextLength else { return }
        state.withLockedValue { state in
            guard state.moveTo(generation) else { return }
            if state.entries[key] == nil, state.entries.count >= capacity { state.entries.removeAll() }
            state.entries[key] = Entry(html: html, keptAt: now)
        }
    }
}
