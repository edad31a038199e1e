import Foundation

/// An item kept by id without its fields: which one, and when it was last saved.
public struct LocalItemStamp: Hashable, Sendable {
    public let id: Int
    public let savedAt: Date

    public init(id: Int, savedAt: Date) {
        self.id = id
        self.savedAt = savedAt
    }
}

extension LocalSavedItem where Item: LocalResourceItem {
    public var stamp: LocalItemStamp {
        LocalItemStamp(id: item.id, savedAt: savedAt)
    }
}
