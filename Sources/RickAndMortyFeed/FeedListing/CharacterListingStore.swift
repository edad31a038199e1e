import Foundation

/// The cache's side of the whole listing of characters (infrastructure conforms; the core owns
/// the protocol). Contract, for the cached pages saved within `saved`:
/// - when they are not the whole feed (`WholeFeed`), the answer is `nil`: a listing sorted or
///   filtered over part of the feed would silently leave characters out;
/// - else the characters on them, each once (the store keeps one of each id), that match the query
///   (`CharacterListingQuery.matches`), in its order, the page of them it asks for, with how
///   many match in all and when the oldest of those pages was saved.
/// Retrieval has no side effects.
public protocol CharacterListingStore: Sendable {
    func characterListing(_ query: CharacterListingQuery, saved: ClosedRange<Date>) async throws -> CharacterListing?
}

/// A page of the whole listing of characters, as a store answers it.
public struct CharacterListing: Hashable, Sendable {
    public let characters: [LocalFeedCharacter]
    /// How many characters match, on every page.
    public let totalCount: Int
    /// When the oldest page of the listing was saved.
    public let savedAt: Date

    public init(characters: [LocalFeedCharacter], totalCount: Int, savedAt: Date) {
        self.characters = characters
        self.totalCount = totalCount
        self.savedAt = savedAt
    }
}

/// Whether cached pages are the whole feed: every page from 1 to the count they agree on.
public enum WholeFeed {
    public static func isWhole(_ pages: [(number: Int, totalPages: Int)]) -> Bool {
        guard let total = pages.first?.totalPages, total > 0,
              pages.allSatisfy({ $0.totalPages == total }) else { return false }
        return Set(pages.map(\.number)).isSuperset(of: 1...total)
    }
}
