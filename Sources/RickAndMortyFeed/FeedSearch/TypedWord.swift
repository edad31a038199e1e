/// One word as typed and the words of the index it finds: itself, the words it starts, and,
/// within its typo budget (`TypoTolerance`), the words it misspells or whose start it misspells.
/// Every word may be the start of a longer one, so the last word finds what is still being typed.
struct TypedWord {
    let text: String
    let allowedTypos: Int
    /// The index's words this one reaches only through typos, and how.
    private(set) var misspelled: [String: WordMatch] = [:]

    init(_ text: String, allowedTypos: Int) {
        self.text = text
        self.allowedTypos = allowedTypos
    }

    /// Learns which of `vocabulary` (the index's distinct words) this word reaches through typos.
    mutating func learnTypos(from vocabulary: [String]) {
        guard allowedTypos > 0 else { return }
        let typed = Array(text.unicodeScalars)
        // One typo leaves no room for another first letter (it counts as two).
        let sameFirstLetter = allowedTypos == 1
        for word in vocabulary where !word.utf8.starts(with: text.utf8) {
            if sameFirstLetter, word.utf8.first != text.utf8.first { continue }
            let indexed = Array(word.unicodeScalars)
            if let match = TypoTolerance.match(typed, indexed, budget: allowedTypos) { misspelled[word] = match }
        }
    }

    /// How this word finds `word` (a word of an item, as `SearchText` reads it), or `nil`.
    func match(_ word: String) -> WordMatch? {
        if word.utf8.starts(with: text.utf8) { return WordMatch(typos: 0, whole: word.utf8.count == text.utf8.count) }
        return misspelled[word]
    }
}
