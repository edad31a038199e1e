import Foundation
import GRDB

/// A cached image kept as a file: the URL it was fetched from, the SHA-256 of its bytes (which
/// names the file, so two URLs with the same bytes share one), its size (the cap is enforced
/// without touching the files) and a logical clock of its last use, which orders eviction.
struct ImageFileRecord: Codable, FetchableRecord, TableRecord {
    static let databaseTableName = "imageFile"

    enum Columns: String, ColumnExpression, CaseIterable {
        case url, hash, size, lastAccess
    }

    var url: String
    var hash: String
    var size: Int
    var lastAccess: Int64
}
