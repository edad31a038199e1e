import GRDB

/// A record whose dates are stored as seconds since the reference date, which round-trips a
/// `Date` exactly (GRDB's default text format keeps milliseconds only): every timestamp rmfeed
/// keeps, so that a row retrieved and then deleted "as it was retrieved" is found by its time.
protocol ReferenceDateRecord: EncodableRecord, FetchableRecord {}

extension ReferenceDateRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }
}
