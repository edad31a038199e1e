import Foundation
import GRDB

/// A cached image: its bytes, their size (so the cap is enforced without reading blobs) and a
/// logical clock of its last use, which orders least-recently-used eviction.
struct ImageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "imageData"

    enum Columns: String, ColumnExpression, CaseIterable {
        case url, size, lastAccess, data
    }

    var url: String
    var size: Int
    var lastAccess: Int64
    var data: Data
}
