import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore {
    /// What the cache holds and how much disk it takes, for `rmfeed cache info`.
    public func statistics() async throws -> FeedCacheStatistics {
        let counts = try await perform(.retrieve) { pool in
            try await pool.read { db in
                (
                    timestamp: try FeedRecord.fetchOne(db)?.timestamp,
                    characters: try CharacterRecord.fetchCount(db),
                    images: try ImageRecord.fetchCount(db),
                    imageBytes: try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(size), 0) FROM imageData") ?? 0
                )
            }
        }
        return FeedCacheStatistics(
            timestamp: counts.timestamp,
            characterCount: counts.characters,
            imageCount: counts.images,
            imageBytes: counts.imageBytes,
            totalBytes: fileBytes()
        )
    }

    private func fileBytes() -> Int {
        ["", "-wal", "-shm"].reduce(0) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
