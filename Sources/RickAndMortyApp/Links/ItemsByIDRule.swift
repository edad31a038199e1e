/// How `ItemsByIDWithCache` treats the cache for one use: which cached items may answer, and how
/// many missing ids it reads through at once.
public struct ItemsByIDRule<Item: Sendable>: Sendable {
    /// Cached items answer whatever their age (a character's image address does not go stale),
    /// not only those within the 7 days.
    public var acceptsExpired: Bool
    /// Whether a cached item has what this use needs (the mirror needs `created`); one that has
    /// not is asked of the API again.
    public var isComplete: @Sendable (Item) -> Bool
    /// More missing ids than this are not asked of the API (`TooManyIDs`); `nil`: no limit.
    public var maxIDsReadThrough: Int?

    public init(
        acceptsExpired: Bool = false, isComplete: @escaping @Sendable (Item) -> Bool = { _ in true }, maxIDsReadThrough: Int? = nil
    ) {
        self.acceptsExpired = acceptsExpired
        self.isComplete = isComplete
        self.maxIDsReadThrough = maxIDsReadThrough
    }
}
