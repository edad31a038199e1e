/// One page of the characters feed: up to 20 characters, sorted by id, and where the feed goes on.
public struct CharactersPage: Hashable, Sendable {
    public let characters: [FeedCharacter]
    /// The number of the page that follows, or `nil` on the last page.
    public let nextPage: Int?
    /// How many pages the whole (possibly filtered) feed has; 0 when nothing matched.
    public let totalPages: Int

    public init(characters: [FeedCharacter], nextPage: Int?, totalPages: Int) {
        self.characters = characters
        self.nextPage = nextPage
        self.totalPages = totalPages
    }

    /// The honest answer to a search with no match, or to a page past the end.
    public static let empty = CharactersPage(characters: [], nextPage: nil, totalPages: 0)
}
