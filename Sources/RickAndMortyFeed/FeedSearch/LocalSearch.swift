import Foundation

/// *Search the cache*: full-text search over everything cached and still valid under the 7-day
/// rule (`FeedCachePolicy`), offline, with no side effects. What was typed comes as its words
/// (`SearchTerms`), made once by whoever read it; terms with no words search nothing. Best
/// first (`SearchIndex.search`); when nothing matches, a few suggestions.
public final class LocalSearch: Sendable {
    /// The most results a search hands back, whatever is asked.
    public static let maxLimit = 200
    /// How many items "Did you mean …" offers.
    public static let suggestionLimit = 3

    private let index: any SearchIndex
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    public init(
        index: any SearchIndex,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .utcGregorian
    ) {
        self.index = index
        self.currentDate = currentDate
        self.policy = FeedCachePolicy(calendar: calendar)
    }

    public func search(_ terms: SearchTerms, kinds: Set<SearchKind> = Set(SearchKind.allCases), limit: Int = 20) async throws -> SearchAnswer {
        guard let saved = policy.validTimestamps(at: currentDate()) else {
            return SearchAnswer(terms: terms, results: [], cacheIsEmpty: true)
        }
        let kinds = kinds.isEmpty ? Set(SearchKind.allCases) : kinds
        let results = terms.isEmpty ? [] : try await index.search(terms, kinds: kinds, saved: saved, limit: min(max(1, limit), Self.maxLimit))
        guard results.isEmpty else { return SearchAnswer(terms: terms, results: results, cacheIsEmpty: false) }
        guard try await index.hasEntries(kinds: kinds, saved: saved) else { return SearchAnswer(terms: terms, results: [], cacheIsEmpty: true) }
        let suggestions = try await index.suggestions(for: terms, kinds: kinds, saved: saved, limit: Self.suggestionLimit)
        return SearchAnswer(terms: terms, results: [], cacheIsEmpty: false, suggestions: suggestions)
    }
}
