/// A location as the cache stores it (see `FeedLocation`).
public struct LocalLocation: LocalResourceItem {
    public let id: Int
    public let name: String
    public let type: String
    public let dimension: String
    public let residentIDs: [Int]

    public init(id: Int, name: String, type: String, dimension: String, residentIDs: [Int]) {
        self.id = id
        self.name = name
        self.type = type
        self.dimension = dimension
        self.residentIDs = residentIDs
    }

    public init(_ model: FeedLocation) {
        self.init(id: model.id, name: model.name, type: model.type, dimension: model.dimension, residentIDs: model.residentIDs)
    }

    public var model: FeedLocation {
        FeedLocation(id: id, name: name, type: type, dimension: dimension, residentIDs: residentIDs)
    }
}
