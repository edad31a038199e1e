import Foundation
import GRDB
import RickAndMortyFeed

/// A cached location. Its residents are kept as the ids the API listed (a JSON array), whether
/// or not those characters exist. Decoding throws (never traps) on a value of the wrong type.
struct LocationRecord: ResourceItemRecord {
    static let databaseTableName = "location"
    static let resource = "location"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, name, type, dimension, residentIds, savedAt, created
    }

    var id: Int
    var name: String
    var type: String
    var dimension: String
    var residentIds: [Int]
    var savedAt: Date
    var created: String?

    init(_ location: LocalLocation, savedAt: Date) {
        id = location.id
        name = location.name
        type = location.type
        dimension = location.dimension
        residentIds = location.residentIDs
        self.savedAt = savedAt
        created = location.created
    }

    static func filterColumn(named name: String) -> Columns? {
        switch name {
        case "name": .name
        case "type": .type
        case "dimension": .dimension
        default: nil
        }
    }

    var item: LocalLocation {
        LocalLocation(id: id, name: name, type: type, dimension: dimension, residentIDs: residentIds, created: created)
    }
}
