import Foundation

/// Values kept in memory for one generation of the cache (its change count, which only moves
/// forward): once the generation moves, every value goes, so memory never shows what the cache
/// no longer holds, and a value made at an older generation is never kept. Within `limits`: no
/// older than `maxAge` by the app's clock, and under a cost cap, least recently used out first.
/// Not locked: `GenerationStampedCache` is the locked one; an owner that keeps more than one
/// store under one lock (`MirrorAnswerCache`) holds these directly.
struct GenerationStampedEntries<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let value: Value
        let cost: Int
        let keptAt: Date?
        /// How long it may be served (`CacheLimits.life(turn:)`); `nil`: no age limit.
        let life: TimeInterval?
        var lastUse: UInt64
    }

    let limits: CacheLimits
    private var entries: [Key: Entry] = [:]
    private var generation: UInt64 = 0
    private var clock: UInt64 = 0
    /// What the kept values cost together.
    private(set) var totalCost = 0

    init(limits: CacheLimits) {
        self.limits = limits
    }

    var count: Int { entries.count }

    /// The value kept for `key` at `generation`, when it is younger than `maxAge` at `now` (a
    /// store with an age limit serves nothing without `now`).
    mutating func value(forKey key: Key, generation: UInt64, now: Date? = nil) -> Value? {
        guard moveTo(generation), let index = entries.index(forKey: key) else { return nil }
        if let life = entries.values[index].life, !Self.isYoung(entries.values[index].keptAt, now: now, maxAge: life) {
            totalCost -= entries.remove(at: index).value.cost
            return nil
        }
        clock &+= 1
        entries.values[index].lastUse = clock
        return entries.values[index].value
    }

    /// The value kept for `key` at `generation` whatever its age, and whether it is younger than
    /// `maxAge` at `now`: one grown old stays kept (until replaced or evicted) for a caller that
    /// shows it while it is made anew. Either counts as a use.
    mutating func valueOfAnyAge(forKey key: Key, generation: UInt64, now: Date?) -> (value: Value, isYoung: Bool)? {
        guard moveTo(generation), let index = entries.index(forKey: key) else { return nil }
        clock &+= 1
        entries.values[index].lastUse = clock
        let entry = entries.values[index]
        let isYoung = entry.life.map { Self.isYoung(entry.keptAt, now: now, maxAge: $0) } ?? true
        return (entry.value, isYoung)
    }

    /// Keeps `value` for `key`, made from the cache as it was at `generation`, making room under
    /// the cap first; `false` when it is not kept (it costs too much, or the generation is older
    /// than the kept values').
    @discardableResult
    mutating func keep(_ value: Value, forKey key: Key, cost: Int = 1, generation: UInt64, now: Date? = nil) -> Bool {
        guard cost <= limits.maxValueCost, moveTo(generation) else { return false }
        if let previous = entries.removeValue(forKey: key) { totalCost -= previous.cost }
        if totalCost + cost > limits.maxCost { evict(toFit: cost) }
        clock &+= 1
        entries[key] = Entry(value: value, cost: cost, keptAt: now, life: limits.life(turn: clock), lastUse: clock)
        totalCost += cost
        return true
    }

    /// Brings the kept values to `current`; `false` when `current` is older than what is kept.
    private mutating func moveTo(_ current: UInt64) -> Bool {
        guard current != generation else { return true }
        guard current > generation else { return false }
        entries.removeAll()
        totalCost = 0
        generation = current
        return true
    }

    private mutating func evict(toFit cost: Int) {
        let goal = limits.costAfterEviction
        guard goal - cost > 0 else {
            entries.removeAll()
            totalCost = 0
            return
        }
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where totalCost + cost > goal {
            entries[key] = nil
            totalCost -= entry.cost
        }
    }

    private static func isYoung(_ keptAt: Date?, now: Date?, maxAge: TimeInterval) -> Bool {
        guard let keptAt, let now else { return false }
        let age = now.timeIntervalSince(keptAt)
        return age >= 0 && age < maxAge
    }
}
