import Foundation
import NIOConcurrencyHelpers

/// `GenerationStampedEntries` behind a lock, for the server's handlers to share: one lock taken
/// per hit and per keep, nothing allocated for a hit. The stores of the feed page, the search
/// page and the image route are this type under their own names (`RenderedFeedPages`,
/// `RenderedSearchPages`, `ImageResponseCache`).
final class GenerationStampedCache<K: Hashable & Sendable, V: Sendable>: Sendable {
    /// Named so that the uses' own names read `RenderedSearchPages.Key`.
    typealias Key = K
    typealias Value = V

    let limits: CacheLimits
    private let entries: NIOLockedValueBox<GenerationStampedEntries<Key, Value>>

    init(limits: CacheLimits) {
        self.limits = limits
        entries = NIOLockedValueBox(GenerationStampedEntries(limits: limits))
    }

    /// What the kept values cost together.
    var totalCost: Int { entries.withLockedValue { $0.totalCost } }

    /// The value kept for `key` at `generation`, when younger than the age limit at `now`.
    func value(forKey key: Key, generation: UInt64, now: Date? = nil) -> Value? {
        entries.withLockedValue { $0.value(forKey: key, generation: generation, now: now) }
    }

    /// Keeps `value`, made from the cache as it was at `generation`; `false` when it is not kept.
    @discardableResult
    func keep(_ value: Value, forKey key: Key, cost: Int = 1, generation: UInt64, now: Date? = nil) -> Bool {
        entries.withLockedValue { $0.keep(value, forKey: key, cost: cost, generation: generation, now: now) }
    }
}
