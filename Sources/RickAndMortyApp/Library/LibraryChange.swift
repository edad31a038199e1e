/// What a library toggle did: the item (with its name and code when they were looked up), whether
/// it is now in the list, and whether the toggle changed anything (toggles are idempotent).
public struct LibraryChange: Hashable, Sendable {
    public let id: Int
    public let name: String?
    public let code: String?
    public let isIncluded: Bool
    public let changed: Bool
}

/// The API does not know the character or episode a library toggle names.
public struct LibraryItemNotFound: Error, Equatable {}
