import Foundation

/// Reads the `Localizable.strings` of one supported language from the module's resources, once,
/// when that language is first asked for: a command speaks one language, so it reads one file.
/// The `.lproj` folders are found by case-insensitive name, because SwiftPM on Linux may
/// lower-case `pt-BR.lproj` and may nest it under the resource folder's name.
enum LocalizationTables {
    /// The table of `language`, one of `FeedLocalization.supportedLanguages` (a test checks that
    /// each has one); `nil` for any other.
    static func table(for language: String) -> [String: String]? {
        switch language {
        case "en": english
        case "es": spanish
        case "pt-BR": brazilianPortuguese
        default: nil
        }
    }

    private static let english = load("en")
    private static let spanish = load("es")
    private static let brazilianPortuguese = load("pt-BR")

    private static func load(_ language: String) -> [String: String]? {
        guard let root = Bundle.module.resourceURL,
              let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return nil }
        let folder = "\(language.lowercased()).lproj"
        var table: [String: String]?
        for case let file as URL in files where file.lastPathComponent == "Localizable.strings" {
            guard file.deletingLastPathComponent().lastPathComponent.lowercased() == folder,
                  let parsed = parse(file)
            else { continue }
            table = (table ?? [:]).merging(parsed) { current, _ in current }
        }
        return table
    }

    private static func parse(_ file: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }
}
