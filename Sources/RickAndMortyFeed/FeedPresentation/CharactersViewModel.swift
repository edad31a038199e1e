/// A page of the feed as the UIs show it, with the state texts that go with it.
public struct CharactersViewModel: Hashable, Sendable {
    public let title: String
    public let characters: [CharacterViewModel]
    /// `remote` or `cache`: the stable `data-source` token of the web page and the JSON output.
    public let sourceKind: String
    /// Where the characters came from, e.g. "Offline — showing characters saved 2 days ago".
    public let sourceMessage: String
    /// The cache stands in for remote because remote failed (not because it was preferred).
    public let isOffline: Bool
    /// "No characters found" when the page is empty, otherwise `nil`.
    public let emptyMessage: String?
    /// Set when remote's characters are shown but could not be saved on this device.
    public let saveErrorMessage: String?
    public let nextPage: Int?
}
