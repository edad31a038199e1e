/// A page of characters, episodes or locations as the UIs show it, with the state texts that go
/// with it.
public struct ResourcePageViewModel<Item: Hashable & Sendable>: Hashable, Sendable {
    public let title: String
    public let items: [Item]
    /// `remote` or `cache`: the stable `data-source` token of the web page and the JSON output.
    public let sourceKind: String
    /// Where the items came from, e.g. "Offline — showing episodes saved 2 days ago".
    public let sourceMessage: String
    /// The cache stands in for remote because remote failed (not because it was preferred).
    public let isOffline: Bool
    /// "No episodes found" (or characters, locations) when the page is empty, otherwise `nil`.
    public let emptyMessage: String?
    /// Set when remote's items are shown but could not be saved on this device.
    public let saveErrorMessage: String?
    public let nextPage: Int?
}
