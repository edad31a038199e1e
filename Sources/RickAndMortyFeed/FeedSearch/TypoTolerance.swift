/// How far a typed word may be from a word of the index and still find it, as Meilisearch and
/// Typesense allow: no typo in words of up to 4 letters, one in 5 to 8, two in 9 or more. A typo
/// is one letter inserted, deleted, replaced, or two neighbours swapped (optimal string
/// alignment distance). A word whose first letter differs counts one typo more, as Meilisearch
/// counts a typo on the first letter twice: people rarely miss it, and allowing it would match
/// many unrelated short words. A word with a digit takes no typo: a code or a number one off
/// is another item.
public enum TypoTolerance {
    /// The typos allowed in `word` (lowercased, as `SearchTerms` makes it).
    public static func allowedTypos(in word: String) -> Int {
        guard !word.unicodeScalars.contains(where: isDigit) else { return 0 }
        switch word.unicodeScalars.count {
        case ...4: return 0
        case 5...8: return 1
        default: return 2
        }
    }

    /// For "Did you mean" once nothing matched: one typo more in words of 3 letters or more.
    public static func allowedTyposForSuggestions(in word: String) -> Int {
        guard !word.unicodeScalars.contains(where: isDigit), word.unicodeScalars.count >= 3 else { return 0 }
        return allowedTypos(in: word) + 1
    }

    /// How `typed` finds `indexed` within `budget` typos: as the whole word, or as its start
    /// (the fewest typos first, then the whole word); `nil` past the budget.
    public static func match(_ typed: [Unicode.Scalar], _ indexed: [Unicode.Scalar], budget: Int) -> WordMatch? {
        guard let first = typed.first, let indexedFirst = indexed.first else { return nil }
        let extra = first == indexedFirst ? 0 : 1
        guard budget >= extra, indexed.count >= typed.count - budget else { return nil }
        let (whole, start) = distances(typed, indexed, atMost: budget - extra)
        if whole + extra <= budget, whole <= start { return WordMatch(typos: whole + extra, whole: true) }
        if start + extra <= budget { return WordMatch(typos: start + extra, whole: false) }
        return nil
    }

    /// The optimal string alignment distance from `a` to all of `b` and to the nearest start of
    /// `b`; any figure above `limit` may be reported as `limit + 1`.
    static func distances(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> (whole: Int, start: Int) {
        let columns = b.count + 1
        var beforePrevious = [Int](repeating: 0, count: columns)
        var previous = Array(0..<columns)
        var current = [Int](repeating: 0, count: columns)
        for i in stride(from: 1, through: a.count, by: 1) {
            current[0] = i
            var rowMinimum = i
            for j in 1..<columns {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // Every later row is at least this row's smallest figure.
            if rowMinimum > limit { return (limit + 1, limit + 1) }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return (previous[columns - 1], previous.min() ?? 0)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType != nil
    }
}

/// How a typed word found a word of the index: with how many typos, and whether as the whole
/// word or as its start.
public struct WordMatch: Hashable, Sendable {
    public let typos: Int
    public let whole: Bool

    public init(typos: Int, whole: Bool) {
        self.typos = typos
        self.whole = whole
    }
}
