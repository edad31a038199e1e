import Foundation
import GRDB

/// A cached image: its bytes, their size (so the cap is enforced without reading blobs) and a
/// logical clock of its last use, which orders least-recently-used eviction.
struct ImageRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "imageData"

    let url: String
    let data: Data
    let lastAccess: Int64

    init(url: String, data: Data, lastAccess: Int64) {
        self.url = url
        self.data = data
        self.lastAccess = lastAccess
    }

    init(row: Row) throws {
        url = try row.decode(forColumn: "url")
        data = try row.decode(forColumn: "data")
        lastAccess = try row.decode(forColumn: "lastAccess")
    }

    func encode(to container: inout PersistenceContainer) {
        container["url"] = url
        container["size"] = data.count
        container["lastAccess"] = lastAccess
        container["data"] = data
    }
}
