import Foundation

/// The cache's full-text index (infrastructure conforms; the core owns the protocol). It holds
/// what the cache holds, kept in step with every save, replace, expiry and clear:
/// - characters by name, species, type, origin name and location name;
/// - episodes by name and code;
/// - locations by name, type and dimension.
public protocol SearchIndex: Sendable {
    /// The items saved in `saved` whose indexed words start with every word of `terms`, best
    /// match first (a match in the name ranks above one elsewhere), each item once, at most
    /// `limit`. Only `kinds` are searched.
    func search(
        _ terms: SearchTerms, kinds: Set<SearchKind>, saved: ClosedRange<Date>, limit: Int
    ) async throws -> [SearchResult]

    /// Whether anything of `kinds` saved in `saved` is indexed at all.
    func hasEntries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> Bool
}
