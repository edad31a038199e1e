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
        var remaining = arguments[...]
        var filled = String.UnicodeScalarView()
        var afterPercent = false
        for scalar in template.unicodeScalars {
            guard afterPercent else {
                if scalar == "%" { afterPercent = true } else { filled.append(scalar) }
                continue
            }
            afterPercent = false
            switch scalar {
            case "d", "@": filled.append(contentsOf: remaining.popFirst().map(text(of:)) ?? String.UnicodeScalarView())
            case "%": filled.append("%")
            default: filled.append(contentsOf: "%\(scalar)".unicodeScalars)
            }
        }
        if afterPercent { filled.append("%") }
        return String(filled)
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
