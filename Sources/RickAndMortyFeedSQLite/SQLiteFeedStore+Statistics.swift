import Foundation
import GRDB
import RickAndMortyFeed

extension SQLiteFeedStore {
    /// What the cache holds and how much disk it takes, for `rmfeed cache info`: one read
    /// transaction, so the counts are of one moment of the file.
    public func statistics() async throws -> FeedCacheStatistics {
        let nothing = Counts(characters: .empty, images: 0, imageBytes: 0, episodes: .empty, locations: .empty)
        let counts = try await read(empty: nothing) { pool in
            try await pool.read { db in
                Counts(
                    characters: try Self.statistics(of: CharacterRecord.self, db),
                    images: try ImageRecord.fetchCount(db),
                    imageBytes: try Self.totalSize(db),
                    episodes: try Self.statistics(of: EpisodeRecord.self, db),
                    locations: try Self.statistics(of: LocationRecord.self, db)
                )
            }
        }
        return FeedCacheStatistics(
            characters: counts.characters, episodes: counts.episodes, locations: counts.locations,
            imageCount: counts.images, imageBytes: counts.imageBytes, totalBytes: fileBytes()
        )
    }

    private static func statistics<Record: ResourceItemRecord>(of record: Record.Type, _ db: Database) throws -> ResourceCacheStatistics {
        let pages = ResourcePageRecord.of(Record.resource)
        return ResourceCacheStatistics(
            count: try Record.fetchCount(db),
            pages: try pages.fetchCount(db),
            timestamp: try oldest(pages.select(min(ResourcePageRecord.Columns.savedAt)), db)
        )
    }

    /// A `min(savedAt)` request read back as a date (stored as seconds since the reference date).
    private static func oldest<Row>(_ request: QueryInterfaceRequest<Row>, _ db: Database) throws -> Date? {
        try request.asRequest(of: Double.self).fetchOne(db).map { Date(timeIntervalSinceReferenceDate: $0) }
    }

    private func fileBytes() -> Int {
        ["", "-wal", "-shm"].reduce(0) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}

/// One read's counts, before the file's size is added.
private struct Counts: Sendable {
    let characters: ResourceCacheStatistics
    let images: Int
    let imageBytes: Int
    let episodes: ResourceCacheStatistics
    let locations: ResourceCacheStatistics
}
