/// A location as the app shows it. `residentIDs` are the ids of the characters it lists, in the
/// API's order, whether or not such characters exist (nothing is dropped when links disagree).
public struct FeedLocation: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let type: String
    public let dimension: String
    public let residentIDs: [Int]
    /// When the API created the location, as it spells it; `nil` from a cache written before it was kept.
    public let created: String?

    public init(id: Int, name: String, type: String, dimension: String, residentIDs: [Int], created: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.dimension = dimension
        self.residentIDs = residentIDs
        self.created = created
    }
}
