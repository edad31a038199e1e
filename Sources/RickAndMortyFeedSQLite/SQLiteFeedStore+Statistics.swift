import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore {
    /// What the cache holds and how much disk it takes, for `rmfeed cache info`.
    public func statistics() async throws -> FeedCacheStatistics {
        let nothing: (timestamp: Date?, characters: Int, images: Int, imageBytes: Int) = (nil, 0, 0, 0)
        let table = imageTable
        let counts = try await read(empty: nothing) { [self] pool in
            try await pool.read { db in
                (
                    timestamp: try PageRecord.select(min(PageRecord.Columns.savedAt)).asRequest(of: Double.self).fetchOne(db)
                        .map { Date(timeIntervalSinceReferenceDate: $0) },
                    characters: try CharacterRecord.fetchCount(db),
                    images: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0,
                    imageBytes: try self.totalImageSize(db)
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

    /// The database with its WAL companions, and the image files beside it.
    private func fileBytes() -> Int {
        let database = ["", "-wal", "-shm"].reduce(0) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
        return database + imageFolder.totalBytes()
    }
}
