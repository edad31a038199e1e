import Foundation

/// One item of a library list: the character's or episode's id, and when the person added it.
public struct LibraryEntry: Hashable, Sendable {
    public let id: Int
    public let addedAt: Date

    public init(id: Int, addedAt: Date) {
        self.id = id
        self.addedAt = addedAt
    }
}
