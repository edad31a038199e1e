import Foundation

extension SearchIndex {
    /// The items saved in `saved` that `terms` find, best first (`SearchRank`), each once, at
    /// most `limit`; only `kinds` are searched. Typed words find words of the items as they are,
    /// as their start, or within their typos (`TypoTolerance`). Text that reads as an episode
    /// code (`EpisodeCodeQuery`) finds that episode first, or the season's episodes in order.
    public func search(_ terms: SearchTerms, kinds: Set<SearchKind>, saved: ClosedRange<Date>, limit: Int) async throws -> [SearchResult] {
        guard !terms.isEmpty, !kinds.isEmpty, limit > 0 else { return [] }
        let words = terms.words.map { TypedWord($0, allowedTypos: TypoTolerance.allowedTypos(in: $0)) }
        let found = try await ranked(words, kinds: kinds, saved: saved)
        guard kinds.contains(.episode), let code = EpisodeCodeQuery(terms.words) else { return Array(found.prefix(limit)) }
        let coded = try await episodes(code, saved: saved)
        return Array(Self.unique(coded + found).prefix(limit))
    }

    /// "Did you mean": for words that find nothing, the items they find with one typo more
    /// allowed in each word of 3 letters or more, best first, at most `limit`.
    public func suggestions(for terms: SearchTerms, kinds: Set<SearchKind>, saved: ClosedRange<Date>, limit: Int) async throws -> [SearchResult] {
        guard !terms.isEmpty, !kinds.isEmpty, limit > 0 else { return [] }
        let words = terms.words.map { TypedWord($0, allowedTypos: TypoTolerance.allowedTyposForSuggestions(in: $0)) }
        guard words.contains(where: { $0.allowedTypos > 0 }) else { return [] }
        return Array(try await ranked(words, kinds: kinds, saved: saved).prefix(limit))
    }

    private func ranked(_ typed: [TypedWord], kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> [SearchResult] {
        var words = typed
        if words.contains(where: { $0.allowedTypos > 0 }) {
            let vocabulary = try await indexedWords()
            for index in words.indices { words[index].learnTypos(from: vocabulary) }
        }
        let misspelled = Set(words.flatMap(\.misspelled.keys)).sorted()
        let found = try await candidates(SearchIndexWords(prefixes: words.map(\.text), whole: misspelled), kinds: kinds, saved: saved)
        guard !found.isEmpty else { return [] }
        let mostLinks = try await mostLinks()
        let ranked = found.compactMap { candidate in
            SearchRank(candidate, words: words, mostLinks: mostLinks).map { (rank: $0, result: candidate.result) }
        }
        let sorted = ranked.sorted { lhs, rhs in
            lhs.rank != rhs.rank ? lhs.rank < rhs.rank : (lhs.result.id, lhs.result.kind.rawValue) < (rhs.result.id, rhs.result.kind.rawValue)
        }
        return Self.unique(sorted.map(\.result))
    }

    /// The episodes `code` names, in the order of their codes. An episode's code is its detail.
    private func episodes(_ code: EpisodeCodeQuery, saved: ClosedRange<Date>) async throws -> [SearchResult] {
        let words = switch code {
        case .episode: SearchIndexWords(prefixes: [], whole: [code.indexedCode])
        case .season: SearchIndexWords(prefixes: [code.indexedCode])
        }
        let numbered = try await candidates(words, kinds: [.episode], saved: saved).compactMap { candidate -> (Int, SearchResult)? in
            let codes = SearchText.words(candidate.detail).filter { $0.hasPrefix(code.indexedCode) }
            guard case let .episode(_, number)? = codes.first.flatMap({ EpisodeCodeQuery([$0]) }) else { return nil }
            return (number, candidate.result)
        }
        return Self.unique(numbered.sorted { ($0.0, $0.1.id) < ($1.0, $1.1.id) }.map(\.1))
    }

    /// `results` with each item once (one cached with a page and by id may have come twice),
    /// where it first comes.
    private static func unique(_ results: [SearchResult]) -> [SearchResult] {
        var seen = Set<ItemKey>()
        return results.filter { seen.insert(ItemKey(kind: $0.kind, id: $0.id)).inserted }
    }
}

private struct ItemKey: Hashable {
    let kind: SearchKind
    let id: Int
}
