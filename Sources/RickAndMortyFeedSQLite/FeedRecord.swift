import Foundation
import GRDB

/// The cached feed's single row: its existence means "a feed is cached", and it holds the
/// timestamp as seconds since the reference date, which round-trips a `Date` exactly.
struct FeedRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "feed"
    static let singletonID = 1

    let timestamp: Date

    init(timestamp: Date) {
        self.timestamp = timestamp
    }

    init(row: Row) throws {
        timestamp = Date(timeIntervalSinceReferenceDate: try row.decode(forColumn: "timestamp"))
    }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = Self.singletonID
        container["timestamp"] = timestamp.timeIntervalSinceReferenceDate
    }
}
