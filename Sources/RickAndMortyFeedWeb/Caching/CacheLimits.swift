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

    /// At most `count` values, all dropped at once past it: for keys without bound (filters,
    /// typed text), where starting over is as good as any order and never sorts.
    static func entries(_ count: Int, maxAge: TimeInterval? = nil) -> CacheLimits {
        CacheLimits(maxCost: max(1, count), maxValueCost: 1, costAfterEviction: 0, maxAge: maxAge)
    }

    /// At most `bytes`; past it, the least recently used go until a quarter of the cap is free,
    /// so a stream of new keys sorts the entries once per many keeps, not on every keep (freeing
    /// just what the new value needs would). A value of more than `maxValueBytes` is not kept.
    static func bytes(_ bytes: Int, maxValueBytes: Int? = nil, maxAge: TimeInterval? = nil) -> CacheLimits {
        CacheLimits(maxCost: bytes, maxValueCost: maxValueBytes ?? bytes, costAfterEviction: bytes - bytes / 4, maxAge: maxAge)
    }
}
