/// A location as the cache stores it (see `FeedLocation`).
public struct LocalLocation: LocalResourceItem {
    public typealias Filters = LocationFilters

    public let id: Int
    public let name: String
    public let type: String
    public let dimension: String
    public let residentIDs: [Int]
    public let created: String?

    public init(id: Int, name: String, type: String, dimension: String, residentIDs: [Int], created: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.dimension = dimension
        self.residentIDs = residentIDs
        self.created = created
    }

    public init(_ model: FeedLocation) {
        self.init(id: model.id, name: model.name, type: model.type, dimension: model.dimension, residentIDs: model.residentIDs, created: model.created)
    }

    public var model: FeedLocation {
        FeedLocation(id: id, name: name, type: type, dimension: dimension, residentIDs: residentIDs, created: created)
    }
}
