/// An episode code as people write it, read from the words of what was typed: `S02E03`, `s2e3`,
/// `S2E03`, `2x03`, `s2 e3` and "season 2 episode 3" (or "ep 3"; "temporada 2 episodio 3" in
/// Spanish and Portuguese) name one episode; `s2` and "season 2" name a season. Anything else,
/// a word too many included, is not a code.
public enum EpisodeCodeQuery: Hashable, Sendable {
    case episode(season: Int, number: Int)
    case season(Int)

    public init?(_ words: [String]) {
        if words.count == 1, let (season, number) = Self.joined(words[0]) {
            self = .episode(season: season, number: number)
            return
        }
        var rest = words[...]
        guard let season = Self.read(&rest, letters: ["s"], words: ["season", "temporada"]) else { return nil }
        if rest.isEmpty {
            self = .season(season)
            return
        }
        guard let number = Self.read(&rest, letters: ["e", "ep"], words: ["episode", "episodio", "ep", "e"]), rest.isEmpty else { return nil }
        self = .episode(season: season, number: number)
    }

    /// The episode's code as the API writes it (`S02E03`), lowercased as the index holds it.
    /// For a season, the start every episode's code of it has (`s02e`).
    public var indexedCode: String {
        switch self {
        case let .episode(season, number): "s\(Self.twoDigits(season))e\(Self.twoDigits(number))"
        case let .season(season): "s\(Self.twoDigits(season))e"
        }
    }

    /// `s2e3`, `s02e03` or `2x03`: a season and an episode in one word.
    private static func joined(_ word: String) -> (Int, Int)? {
        let word = Substring(word)
        for (first, separator) in [("s", "e"), ("", "x")] where word.hasPrefix(first) {
            let parts = word.dropFirst(first.count).split(separator: separator, omittingEmptySubsequences: false)
            if parts.count == 2, let season = number(parts[0]), let episode = number(parts[1]) { return (season, episode) }
        }
        return nil
    }

    /// A number after one of `letters` in the same word (`s2`, `ep3`) or after one of `words`
    /// (`season 2`), taken off the front of `rest`.
    private static func read(_ rest: inout ArraySlice<String>, letters: [String], words: [String]) -> Int? {
        guard let first = rest.first else { return nil }
        if words.contains(first), let value = rest.dropFirst().first.flatMap({ number(Substring($0)) }) {
            rest = rest.dropFirst(2)
            return value
        }
        for letter in letters where first.hasPrefix(letter) {
            if let value = number(Substring(first).dropFirst(letter.count)) {
                rest = rest.dropFirst()
                return value
            }
        }
        return nil
    }

    /// One to three ASCII digits, not zero.
    private static func number(_ text: Substring) -> Int? {
        guard (1...3).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else { return nil }
        return value
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
