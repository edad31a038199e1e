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

    /// Text that is all ASCII (what is typed most) is read byte by byte (`asciiWords`); any
    /// other goes through Foundation (`foldedWords`). Both give the same words.
    public init(_ text: String) {
        words = Self.asciiWords(text) ?? Self.foldedWords(text)
    }

    public var isEmpty: Bool { words.isEmpty }

    /// The words of any text: capped (`FilterValue.capped`), split at what is neither a letter
    /// nor a digit, each folded.
    static func foldedWords(_ text: String) -> [String] {
        let words = FilterValue.capped(text)
            .split { !($0.isLetter || $0.isNumber) }
            .map { folded(String($0)) }
            .filter { !$0.isEmpty }
        return Array(words.prefix(maxWords))
    }

    /// Lowercased, without diacritics: "Sánchez" → "sanchez".
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
