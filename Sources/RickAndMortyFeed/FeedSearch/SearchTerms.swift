import Foundation

/// What a person typed, as the words a search matches (`SearchIndex.search`): each finds words
/// of the items it is or starts, case and accents aside, or that it misspells.
///
/// Words are runs of letters and digits; everything else (punctuation, quotes, operators of any
/// search syntax) separates them, so no input can be read as a query language. At most
/// `maxWords` words of at most `FilterValue`'s length are kept.
public struct SearchTerms: Hashable, Sendable {
    public static let maxWords = 8

    /// The words, lowercased and without diacritics, in the order typed.
    public let words: [String]

    /// The text capped (`FilterValue.capped`), split at what is neither a letter nor a digit,
    /// each word folded.
    public init(_ text: String) {
        let words = FilterValue.capped(text)
            .split { !($0.isLetter || $0.isNumber) }
            .map { Self.folded(String($0)) }
            .filter { !$0.isEmpty }
        self.words = Array(words.prefix(Self.maxWords))
    }

    public var isEmpty: Bool { words.isEmpty }

    /// Lowercased, without diacritics: "Sánchez" → "sanchez".
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
