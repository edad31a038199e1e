import Foundation

/// One item as an in-memory index sees it: its name's words and its other fields' words,
/// lowercased and without diacritics, matched by prefix as the file store's FTS5 index does.
struct SearchEntry {
    let result: SearchResult
    private let nameWords: [String]
    private let detailWords: [String]

    init(kind: SearchKind, id: Int, name: String, details: [String]) {
        result = SearchResult(kind: kind, id: id, name: name)
        nameWords = SearchTerms(name).words
        detailWords = details.flatMap { SearchTerms($0).words }
    }

    /// `nil` unless every word of `terms` starts a word of the item; else how many of them start
    /// a word of the name (the more, the better the match).
    func nameMatches(_ terms: SearchTerms) -> Int? {
        var inName = 0
        for word in terms.words {
            if nameWords.contains(where: { $0.hasPrefix(word) }) {
                inName += 1
            } else if !detailWords.contains(where: { $0.hasPrefix(word) }) {
                return nil
            }
        }
        return inName
    }
}
