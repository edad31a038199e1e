import Foundation

/// How much a `GenerationStampedEntries` keeps, and for how long. Costs are in the unit its
/// owner counts: bytes, or entries when every value costs 1.
struct CacheLimits: Sendable {
    /// What the kept values may cost together.
    let maxCost: Int
    /// A value that costs more is not kept at all.
    let maxValueCost: Int
    /// Past `maxCost`, the least recently used values go until the rest and the new one cost at
    /// most this: `maxCost` frees just enough; less frees room ahead, so a stream of new keys sorts
    /// the entries once per many keeps; 0 starts over.
    let costAfterEviction: Int
    /// A value older than this by the app's clock is not served; `nil`: no age limit.
    let maxAge: TimeInterval?

    /// At most `count` values, all dropped at once past it: for keys without bound (filters,
    /// typed text), where starting over is as good as any order and never sorts.
    static func entries(_ count: Int, maxAge: TimeInterval? = nil) -> CacheLimits {
        CacheLimits(maxCost: max(1, count), maxValueCost: 1, costAfterEviction: 0, maxAge: maxAge)
    }

    /// At most `bytes`, the least recently used out first down to `evictingDownTo` (by default,
    /// just what the new value needs); a value of more than `maxValueBytes` is not kept.
    static func bytes(_ bytes: Int, maxValueBytes: Int? = nil, evictingDownTo goal: Int? = nil, maxAge: TimeInterval? = nil) -> CacheLimits {
        CacheLimits(maxCost: bytes, maxValueCost: maxValueBytes ?? bytes, costAfterEviction: goal ?? bytes, maxAge: maxAge)
    }
}
