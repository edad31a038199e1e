import Foundation
import NIOConcurrencyHelpers
import RickAndMortyFeed

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
    /// Values being made, by key and generation (`value(forKey:generation:now:make:)`).
    private let making = SharedLoads<Making, Value?>()

    private struct Making: Hashable, Sendable {
        let key: Key
        let generation: UInt64
    }

    /// What a `make` made: the value, and what keeping it costs; `nil` cost: it is not kept.
    struct Made: Sendable {
        let value: Value
        let cost: Int?
    }

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

    /// The value kept for `key` at `generation` whatever its age, and whether it is still young
    /// (`GenerationStampedEntries.valueOfAnyAge`).
    func valueOfAnyAge(forKey key: Key, generation: UInt64, now: Date) -> (value: Value, isYoung: Bool)? {
        entries.withLockedValue { $0.valueOfAnyAge(forKey: key, generation: generation, now: now) }
    }

    /// The value kept for `key` at `generation` (read before anything is read from the cache),
    /// else the one `make` makes, kept when it gives a cost. Callers asking for one key at once
    /// wait for one making: when a kept value expired under load, each of them making its own
    /// stalled both cores. `nil` when `make` made nothing, or the caller was cancelled waiting.
    func value(
        forKey key: Key, generation: UInt64, now: @escaping @Sendable () -> Date, make: @escaping @Sendable () async -> Made?
    ) async -> Value? {
        if let kept = value(forKey: key, generation: generation, now: now()) { return kept }
        return try? await making.value(for: Making(key: key, generation: generation)) { [self] in
            guard let made = await make() else { return nil }
            if let cost = made.cost { keep(made.value, forKey: key, cost: cost, generation: generation, now: now()) }
            return made.value
        }
    }

    /// Keeps `value`, made from the cache as it was at `generation`; `false` when it is not kept.
    @discardableResult
    func keep(_ value: Value, forKey key: Key, cost: Int = 1, generation: UInt64, now: Date? = nil) -> Bool {
        entries.withLockedValue { $0.keep(value, forKey: key, cost: cost, generation: generation, now: now) }
    }
}
