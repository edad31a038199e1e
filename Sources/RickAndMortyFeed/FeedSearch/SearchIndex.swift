import Foundation

/// The cache's full-text index (infrastructure conforms; the core owns the protocol). It holds
/// what the cache holds, kept in step with every save, replace, expiry and clear:
/// - characters by name, species, type, origin name and location name;
/// - episodes by name and code;
/// - locations by name, type and dimension.
///
/// The index finds candidates; the core ranks them (`search`, in `SearchIndex+Ranking`).
public protocol SearchIndex: Sendable {
    /// The items of `kinds` saved in `saved` with a word that starts with one of
    /// `words.prefixes` or is one of `words.whole`, in any order; an item cached twice (with a
    /// page and looked up by id) may come twice.
    func candidates(_ words: SearchIndexWords, kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> [SearchCandidate]

    /// Every distinct word the index holds, lowercased and without diacritics: where a typo
    /// finds the word it meant.
    func indexedWords() async throws -> [String]

    /// The most links an indexed item of each kind has (`SearchCandidate.links`); a kind with
    /// none indexed may be missing.
    func mostLinks() async throws -> [SearchKind: Int]

    /// Whether anything of `kinds` saved in `saved` is indexed at all.
    func hasEntries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> Bool
}

/// The words an index is asked for: every item with a word that starts with one of `prefixes`
/// or is one of `whole`.
public struct SearchIndexWords: Hashable, Sendable {
    public let prefixes: [String]
    public let whole: [String]

    public init(prefixes: [String], whole: [String] = []) {
        self.prefixes = prefixes
        self.whole = whole
    }
}

/// An item the index found, with what ranking it needs: its name, the text of its other fields
/// and how prominent it is.
public struct SearchCandidate: Hashable, Sendable {
    public let result: SearchResult
    /// The other fields' text: a character's species, type, origin and location; an episode's
    /// code; a location's type and dimension.
    public let detail: String
    /// A character's episodes, an episode's cast, a location's residents.
    public let links: Int

    public init(result: SearchResult, detail: String, links: Int) {
        self.result = result
        self.detail = detail
        self.links = links
    }
}
