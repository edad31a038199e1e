/// The API's filters for locations: `name`, `type` and `dimension`.
public struct LocationFilters: ResourceFilters {
    public var name: String?
    public var type: String?
    public var dimension: String?

    /// No filter set.
    public init() {}

    public init(name: String? = nil, type: String? = nil, dimension: String? = nil) {
        self.name = name
        self.type = type
        self.dimension = dimension
    }

    public var fields: [(name: String, value: String?)] {
        [("name", name), ("type", type), ("dimension", dimension)]
    }
}
