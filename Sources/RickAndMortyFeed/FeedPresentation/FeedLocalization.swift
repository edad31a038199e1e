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
        LocalizationTables.byLanguage[language]?[key.rawValue]
            ?? LocalizationTables.byLanguage["en"]?[key.rawValue]
            ?? key.rawValue
    }

    /// The text for `key` with `arguments` put in its `%d` and `%@` placeholders.
    public func string(_ key: FeedStringKey, _ arguments: any CVarArg...) -> String {
        String(format: string(key), locale: Locale(identifier: language), arguments: arguments)
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
