import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// Keeps a store busy saving images, eight at a time as a sync does (batched by
/// `CoalescingWriter`), so a SIGKILL lands among image transactions.
enum ImageChurn {
    static let urlCount = 24

    static func run(store: SQLiteFeedStore, firstGeneration: Int) async throws {
        try await StoreChurn.saveGenerations(from: firstGeneration) { generation in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for offset in 0..<8 {
                    let index = (generation * 8 + offset) % urlCount
                    group.addTask { try await store.insert(bytes(index: index, generation: generation), for: url(index)) }
                }
                try await group.waitForAll()
            }
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
