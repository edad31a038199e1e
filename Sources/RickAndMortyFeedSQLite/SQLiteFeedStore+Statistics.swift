import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore {
    /// What the cache holds and how much disk it takes, for `rmfeed cache info`: one read
    /// transaction, so the counts are of one moment of the file.
    public func statistics() async throws -> FeedCacheStatistics {
        let nothing: (timestamp: Date?, characters: Int, images: Int, imageBytes: Int, episodes: Int, locations: Int) = (nil, 0, 0, 0, 0, 0)
        let counts = try await read(empty: nothing) { pool in
            try await pool.read { db in
                (
                    timestamp: try PageRecord.select(min(PageRecord.Columns.savedAt)).asRequest(of: Double.self).fetchOne(db)
                        .map { Date(timeIntervalSinceReferenceDate: $0) },
                    characters: try CharacterRecord.fetchCount(db),
                    images: try ImageRecord.fetchCount(db),
                    imageBytes: try Self.totalSize(db),
                    episodes: try EpisodeRecord.fetchCount(db),
                    locations: try LocationRecord.fetchCount(db)
                )
            }
        }
        return FeedCacheStatistics(
            timestamp: counts.timestamp,
            characterCount: counts.characters,
            imageCount: counts.images,
            imageBytes: counts.imageBytes,
            totalBytes: fileBytes(),
            episodeCount: counts.episodes,
            locationCount: counts.locations
        )
    }

    private func fileBytes() -> Int {
        ["", "-wal", "-shm"].reduce(0) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
