import Foundation

/// Reads the `Localizable.strings` of each supported language from the module's resources once.
/// The `.lproj` folders are found by case-insensitive name, because SwiftPM on Linux may
/// lower-case `pt-BR.lproj` and may nest it under the resource folder's name.
enum LocalizationTables {
    static let byLanguage: [String: [String: String]] = load()

    private static func load() -> [String: [String: String]] {
        guard let root = Bundle.module.resourceURL,
              let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [:] }
        var tables: [String: [String: String]] = [:]
        for case let file as URL in files where file.lastPathComponent == "Localizable.strings" {
            let folder = file.deletingLastPathComponent().lastPathComponent.lowercased()
            guard folder.hasSuffix(".lproj"),
                  let language = FeedLocalization.supportedLanguages.first(where: { "\($0.lowercased()).lproj" == folder }),
                  let table = parse(file)
            else { continue }
            tables[language, default: [:]].merge(table) { current, _ in current }
        }
        return tables
    }

    private static func parse(_ file: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }
}
