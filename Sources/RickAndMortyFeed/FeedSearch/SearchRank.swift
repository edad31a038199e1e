/// Where an item ranks for what was typed, by rules applied in order, as Meilisearch applies
/// its own: the more typed words it matches the better (all beat some); then the fewer typos;
/// then the more words found in its name rather than its other fields; then exactness, the more
/// words matched whole rather than as a start, and then a name that starts with the first word
/// typed; then the more prominent item (`prominence`).
struct SearchRank: Comparable {
    private(set) var wordsMatched = 0
    private(set) var typos = 0
    private(set) var wordsInName = 0
    private(set) var wholeWords = 0
    private(set) var startsName = false
    /// Its links as a share of the most an item of its kind has, so that kinds mix on merit: the
    /// character in every episode and the episode with the largest cast both score 1.
    let prominence: Double

    /// `nil` when no typed word finds a word of the item.
    init?(_ candidate: SearchCandidate, words: [TypedWord], mostLinks: [SearchKind: Int]) {
        let name = SearchText.words(candidate.result.name)
        // Read only when a word is not found whole and as typed in the name, which nothing beats.
        var detail: [String]?
        for typed in words {
            var best = Self.best(typed, in: name, inName: true, than: nil)
            if best.map({ $0.typos > 0 || !$0.whole }) ?? true {
                let words = detail ?? SearchText.words(candidate.detail)
                detail = words
                best = Self.best(typed, in: words, inName: false, than: best)
            }
            guard let best else { continue }
            wordsMatched += 1
            typos += best.typos
            wordsInName += best.inName ? 1 : 0
            wholeWords += best.whole ? 1 : 0
        }
        guard wordsMatched > 0 else { return nil }
        startsName = name.first.flatMap { words.first?.match($0) } != nil
        prominence = Double(candidate.links) / Double(max(1, mostLinks[candidate.result.kind] ?? 0, candidate.links))
    }

    /// The best way `typed` finds one of `fieldWords`, or `found` when none is better.
    private static func best(_ typed: TypedWord, in fieldWords: [String], inName: Bool, than found: Found?) -> Found? {
        var best = found
        for word in fieldWords {
            guard let match = typed.match(word) else { continue }
            let candidate = Found(typos: match.typos, inName: inName, whole: match.whole)
            if best.map({ candidate.isBetter(than: $0) }) ?? true { best = candidate }
        }
        return best
    }

    /// Ranks before `other`.
    static func < (lhs: SearchRank, rhs: SearchRank) -> Bool {
        (-lhs.wordsMatched, lhs.typos, -lhs.wordsInName, -lhs.wholeWords, lhs.startsName ? 0 : 1, -lhs.prominence)
            < (-rhs.wordsMatched, rhs.typos, -rhs.wordsInName, -rhs.wholeWords, rhs.startsName ? 0 : 1, -rhs.prominence)
    }

    /// How one typed word found one word of the item.
    private struct Found {
        let typos: Int
        let inName: Bool
        let whole: Bool

        func isBetter(than other: Found) -> Bool {
            (typos, inName ? 0 : 1, whole ? 0 : 1) < (other.typos, other.inName ? 0 : 1, other.whole ? 0 : 1)
        }
    }
}
