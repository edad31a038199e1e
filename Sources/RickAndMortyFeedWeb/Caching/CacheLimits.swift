import Foundation

/// How much a `GenerationStampedEntries` keeps, and for how long. Costs are in the unit its
/// owner counts: bytes, or entries when every value costs 1.
struct CacheLimits: Sendable {
    /// What the kept values may cost together.
    let maxCost: Int
    /// A value that costs more is not kept at all.
    let maxValueCost: Int
    /// Past `maxCost`, the least recently used values go until the rest and the new one cost at
    /// most this; 0 starts over.
    let costAfterEviction: Int
    /// A value older than this by the app's clock is not served; `nil`: no age limit.
    let maxAge: TimeInterval?
    /// The share of `maxAge` by which values' lives are spread below it (0 to 1): values kept one
    /// after another live from `maxAge` down to `(1 - ageSpread) × maxAge`, in turn, so values
    /// kept at one moment are not all made again at one moment.
    var ageSpread: Double = 0

    /// At most `count` values, all dropped at once past it: for keys without bound (filters,
    /// typed text), where starting over is as good as any order and never sorts.
    static func entries(_ count: Int, maxAge: TimeInterval? = nil) -> CacheLimits {
        CacheLimits(maxCost: max(1, count), maxValueCost: 1, costAfterEviction: 0, maxAge: maxAge)
    }

    /// At most `bytes`; past it, the least recently used go until a quarter of the cap is free,
    /// so a stream of new keys sorts the entries once per many keeps, not on every keep (freeing
    /// just what the new value needs would). A value of more than `maxValueBytes` is not kept.
    static func bytes(_ bytes: Int, maxValueBytes: Int? = nil, maxAge: TimeInterval? = nil, ageSpread: Double = 0) -> CacheLimits {
        CacheLimits(
            maxCost: bytes, maxValueCost: maxValueBytes ?? bytes, costAfterEviction: bytes - bytes / 4,
            maxAge: maxAge, ageSpread: min(max(ageSpread, 0), 1)
        )
    }

    /// The life of the value kept as the `turn`-th: `maxAge` less a share of `ageSpread` that
    /// steps through sixteenths.
    func life(turn: UInt64) -> TimeInterval? {
        maxAge.map { $0 * (1 - ageSpread * Double(turn % 16) / 16) }
    }
}
