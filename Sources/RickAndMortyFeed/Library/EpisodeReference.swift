import Foundation

/// How a person names an episode on the command line: its id ("1") or its code ("S01E01",
/// any case).
public enum EpisodeReference: Hashable, Sendable {
    case id(Int)
    case code(String)

    /// `nil` for anything else, and for ids below 1.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let id = Int(text) {
            guard id > 0 else { return nil }
            self = .id(id)
            return
        }
        guard let (season, episode) = Self.codeNumbers(text.uppercased()) else { return nil }
        self = .code("S" + Self.twoDigits(season) + "E" + Self.twoDigits(episode))
    }

    /// "S01E01" → (1, 1): an S, digits, an E, digits, nothing else.
    private static func codeNumbers(_ code: String) -> (Int, Int)? {
        guard code.hasPrefix("S"), let e = code.firstIndex(of: "E") else { return nil }
        let season = code[code.index(after: code.startIndex)..<e]
        let episode = code[code.index(after: e)...]
        guard !season.isEmpty, !episode.isEmpty, (season + episode).allSatisfy(\.isASCIIDigit),
              let seasonNumber = Int(season), let episodeNumber = Int(episode)
        else { return nil }
        return (seasonNumber, episodeNumber)
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
