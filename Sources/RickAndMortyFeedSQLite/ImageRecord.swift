import Foundation
import GRDB

/// A cached image: its bytes, their size (so the cap is enforced without reading blobs) and a
/// logical clock of its last use, which orders least-recently-used eviction. Images are written
/// in batches with one prepared statement (`SQLiteFeedStore+ImageDataStore`), so the record is
/// only read, counted and deleted through.
struct ImageRecord: Codable, FetchableRecord, TableRecord {
    static let databaseTableName = "imageData"

    enum Columns: String, ColumnExpression, CaseIterable {
        case url, size, lastAccess, data
    }

    var url: String
    var size: Int
    var lastAccess: Int64
    var data: Data
}

/// The statements an image batch runs, written once from the table's and the columns' names
/// (prepared and cached per connection by `cachedStatement(sql:)`).
extension ImageRecord {
    static let upsertSQL = """
        INSERT OR REPLACE INTO \(databaseTableName) (\(Columns.url.rawValue), \(Columns.size.rawValue), \
        \(Columns.lastAccess.rawValue), \(Columns.data.rawValue)) VALUES (?, ?, ?, ?)
        """
    static let maxLastAccessSQL = "SELECT MAX(\(Columns.lastAccess.rawValue)) FROM \(databaseTableName)"
    static let totalSizeSQL = "SELECT SUM(\(Columns.size.rawValue)) FROM \(databaseTableName)"
}
