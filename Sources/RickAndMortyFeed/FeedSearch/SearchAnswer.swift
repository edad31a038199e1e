/// What a search found, and whether there was anything to search: an empty cache is said so
/// (with a hint to sync), which is not the same as no match.
public struct SearchAnswer: Hashable, Sendable {
    public let terms: SearchTerms
    public let results: [SearchResult]
    /// Nothing valid of the kinds searched is cached.
    public let cacheIsEmpty: Bool

    public init(terms: SearchTerms, results: [SearchResult], cacheIsEmpty: Bool) {
        self.terms = terms
        self.results = results
        self.cacheIsEmpty = cacheIsEmpty
    }
}
