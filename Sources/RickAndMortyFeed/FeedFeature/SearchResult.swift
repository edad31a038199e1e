/// One item a full-text search found: enough to name it and to open it by id.
public struct SearchResult: Hashable, Sendable {
    public let kind: SearchKind
    public let id: Int
    public let name: String

    public init(kind: SearchKind, id: Int, name: String) {
        self.kind = kind
        self.id = id
        self.name = name
    }
}
