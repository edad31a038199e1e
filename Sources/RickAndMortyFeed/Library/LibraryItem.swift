import Foundation

/// A library entry with what its character or episode is called, for lists and exports.
public struct LibraryItem: Hashable, Sendable {
    public let kind: LibraryKind
    public let id: Int
    public let addedAt: Date
    /// `nil` when neither the cache nor the API could say: offline with nothing cached, or an id
    /// the API no longer knows. The entry is kept and listed all the same.
    public let name: String?
    /// The episode's code, "S01E01"; `nil` for characters and for episodes whose name is unknown.
    public let code: String?

    public init(kind: LibraryKind, id: Int, addedAt: Date, name: String?, code: String? = nil) {
        self.kind = kind
        self.id = id
        self.addedAt = addedAt
        self.name = name
        self.code = code
    }
}
