/// SplitMix64: a tiny, well-distributed generator whose output depends only on its seed,
/// so the data set is identical on every run and every platform.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`; avoids `Int.random(in:using:)` whose algorithm may change between Swift releases.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(in: 0...(items.count - 1))]
    }

    /// Picks from `(value, weight)` pairs in proportion to the weights.
    mutating func weighted<T>(_ items: [(T, Int)]) -> T {
        let total = items.reduce(0) { $0 + $1.1 }
        var roll = int(in: 0...(total - 1))
        for (value, weight) in items {
            if roll < weight { return value }
            roll -= weight
        }
        return items[items.count - 1].0
    }
}
