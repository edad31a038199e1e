import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// Keeps a store busy saving images, eight at a time as a sync does (batched by
/// `CoalescingWriter`), so a SIGKILL lands among image transactions.
enum ImageChurn {
    static let urlCount = 24

    static func run(store: SQLiteFeedStore, firstGeneration: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        var generation = firstGeneration
        while ContinuousClock.now < deadline {
            let current = generation
            try await withThrowingTaskGroup(of: Void.self) { group in
                for offset in 0..<8 {
                    let index = (current * 8 + offset) % urlCount
                    group.addTask { try await store.insert(bytes(index: index, generation: current), for: url(index)) }
                }
                try await group.waitForAll()
            }
            print("saved \(generation)")
            generation += 1
        }
    }

    static func url(_ index: Int) -> URL {
        URL(string: "https://example.com/avatar/\(index).jpeg") ?? URL(fileURLWithPath: "/\(index)")
    }

    /// 64–256 KiB that start with "INDEX GENERATION\n", the rest derived from both, so a check can
    /// tell whole bytes from torn ones.
    static func bytes(index: Int, generation: Int) -> Data {
        var data = Data("\(index) \(generation)\n".utf8)
        let count = 65_536 + (index * 7_919 + generation * 104_729) % (196_608)
        var value = UInt32(truncatingIfNeeded: index &* 31 &+ generation)
        while data.count < count {
            value = value &* 1_664_525 &+ 1_013_904_223
            data.append(UInt8(truncatingIfNeeded: value >> 24))
        }
        return data
    }
}
