/// What a search found, and whether there was anything to search: an empty cache is said so
/// (with a hint to sync), which is not the same as no match. With no match, `suggestions` are
/// the nearest items ("Did you mean …").
public struct SearchAnswer: Hashable, Sendable {
    public let terms: SearchTerms
    public let results: [SearchResult]
    /// Nothing valid of the kinds searched is cached.
    public let cacheIsEmpty: Bool
    /// Only when there are no results: the items the words nearly find.
    public let suggestions: [SearchResult]

    public init(terms: SearchTerms, results: [SearchResult], cacheIsEmpty: Bool, suggestions: [SearchResult] = []) {
        self.terms = terms
        self.results = results
        self.cacheIsEmpty = cacheIsEmpty
        self.suggestions = suggestions
    }
}
