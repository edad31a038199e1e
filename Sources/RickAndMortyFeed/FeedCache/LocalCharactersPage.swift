import Foundation

/// One cached page of the unfiltered feed, as a store keeps it: its number, its characters in
/// the API's order, where the feed went on when it was loaded, and when it was saved (each page
/// follows the 7-day rule on its own).
public struct LocalCharactersPage: Hashable, Sendable {
    public let number: Int
    public let characters: [LocalFeedCharacter]
    public let nextPage: Int?
    public let totalPages: Int
    public let savedAt: Date

    public init(number: Int, characters: [LocalFeedCharacter], nextPage: Int?, totalPages: Int, savedAt: Date) {
        self.number = number
        self.characters = characters
        self.nextPage = nextPage
        self.totalPages = totalPages
        self.savedAt = savedAt
    }
}
