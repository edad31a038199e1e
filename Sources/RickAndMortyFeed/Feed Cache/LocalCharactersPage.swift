/// One cached page of the unfiltered feed, as a store keeps it: its number, its characters in
/// the API's order, and where the feed went on when it was loaded.
public struct LocalCharactersPage: Hashable, Sendable {
    public let number: Int
    public let characters: [LocalFeedCharacter]
    public let nextPage: Int?
    public let totalPages: Int

    public init(number: Int, characters: [LocalFeedCharacter], nextPage: Int?, totalPages: Int) {
        self.number = number
        self.characters = characters
        self.nextPage = nextPage
        self.totalPages = totalPages
    }
}
