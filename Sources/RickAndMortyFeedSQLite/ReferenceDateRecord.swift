import Foundation
import GRDB

/// A record whose dates are stored as seconds since the reference date, which round-trips a
/// `Date` exactly (GRDB's default text format keeps milliseconds only): every timestamp rmfeed
/// keeps, so that a row retrieved and then deleted "as it was retrieved" is found by its time.
protocol ReferenceDateRecord: EncodableRecord, FetchableRecord, TableRecord {}

extension ReferenceDateRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    /// Deletes the row with this id as it was retrieved, in one statement: a row saved again since
    /// has another timestamp and is kept.
    static func deleteUnchanged(id: Int, savedAt: Date, _ db: Database) throws {
        try filter(Column("id") == id)
            .filter(Column("savedAt") == savedAt.timeIntervalSinceReferenceDate)
            .deleteAll(db)
    }
}
