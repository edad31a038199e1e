import Foundation

/// The app's texts in one language, chosen from a browser's `Accept-Language` or a terminal's
/// locale. English when nothing the person prefers is supported.
public struct FeedLocalization: Sendable {
    /// The languages the app speaks, as BCP 47 tags; the first is the fallback.
    public static let supportedLanguages = ["en", "es", "pt-BR"]

    public let language: String

    public init(language: String) {
        self.language = Self.supportedLanguage(matching: language) ?? "en"
    }

    public static let english = FeedLocalization(language: "en")

    /// The text for `key`; English, then the key itself, stand in for a missing translation.
    public func string(_ key: FeedStringKey) -> String {
        LocalizationTables.table(for: language)?[key.rawValue]
            ?? LocalizationTables.table(for: "en")?[key.rawValue]
            ?? key.rawValue
    }

    /// The text for `key` with `arguments` put in its `%d` and `%@` placeholders, in order.
    public func string(_ key: FeedStringKey, _ arguments: any CVarArg...) -> String {
        fill(string(key), with: arguments)
    }

    /// `%d` and `%@` replaced by the arguments in order, `%%` by `%`: all the app's texts use.
    /// Reads as `String(format:locale:)` wrote it, which cost a locale and ICU's formatting for
    /// every count on a page; only a number of four digits or more, which the language groups
    /// (`1,234`, `1.234`), is still formatted that way.
    func fill(_ template: String, with arguments: [any CVarArg]) -> String {
        let scalars = Array(template.unicodeScalars)
        var filled = String.UnicodeScalarView()
        var nextArgument = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "%", index < scalars.count else {
                filled.append(scalar)
                continue
            }
            if scalars[index] == "%" {
                filled.append("%")
                index += 1
                continue
            }
            // `%d`, `%@`, or `%N$d`, `%N$@`: the N-th argument, as a translation may reorder them.
            let (position, kind) = Self.placeholder(in: scalars, at: index)
            guard let kind else {
                filled.append("%")
                continue
            }
            let argument = position.map { $0 - 1 } ?? nextArgument
            if position == nil { nextArgument += 1 }
            if arguments.indices.contains(argument) { filled.append(contentsOf: text(of: arguments[argument])) }
            index = kind + 1
        }
        return String(filled)
    }

    /// The placeholder that starts at `index`, just after a `%`: its position when it has one
    /// (`1$`), and the index of its `d` or `@`; no index when it is not a placeholder.
    private static func placeholder(in scalars: [Unicode.Scalar], at index: Int) -> (position: Int?, kind: Int?) {
        var cursor = index
        var position = 0
        while cursor < scalars.count, cursor - index < 3, ("0"..."9").contains(scalars[cursor]) {
            position = position * 10 + Int(scalars[cursor].value - 48)
            cursor += 1
        }
        let positional = cursor > index && cursor < scalars.count && scalars[cursor] == "$" && position > 0
        if positional { cursor += 1 } else { cursor = index }
        guard cursor < scalars.count, scalars[cursor] == "d" || scalars[cursor] == "@" else { return (nil, nil) }
        return (positional ? position : nil, cursor)
    }

    private func text(of argument: any CVarArg) -> String.UnicodeScalarView {
        switch argument {
        case let number as Int where number.magnitude < 1_000: String(number).unicodeScalars
        case let number as Int: String(format: "%d", locale: Locale(identifier: language), number).unicodeScalars
        case let text as String: text.unicodeScalars
        default: String(describing: argument).unicodeScalars
        }
    }

    /// The first language of `tags` (most preferred first) that the app supports, by exact tag,
    /// then by primary language (`es-MX` → `es`, `pt` or `pt-PT` → `pt-BR`).
    public static func preferred(_ tags: [String]) -> FeedLocalization {
        for tag in tags {
            if let language = supportedLanguage(matching: tag) { return FeedLocalization(language: language) }
        }
        return .english
    }

    static func supportedLanguage(matching tag: String) -> String? {
        let tag = tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = supportedLanguages.first(where: { $0.lowercased() == tag }) { return exact }
        let primary = tag.split(separator: "-").first.map(String.init) ?? tag
        return supportedLanguages.first { $0.lowercased().split(separator: "-").first.map(String.init) == primary }
    }
}
