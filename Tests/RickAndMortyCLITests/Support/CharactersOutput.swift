import Foundation
import Testing

/// The JSON object of `rmfeed characters --format json` (docs/USAGE.md, "The command-line tool"),
/// read with JSONSerialization rather than the app's types, the way a script outside the
/// project reads it.
struct CharactersOutput {
    /// The keys docs/USAGE.md gives the object, and the ones every character carries at least.
    static let keys: Set = ["source", "savedAt", "page", "next", "characters"]
    static let characterKeys: Set = ["id", "name", "status", "species", "type", "gender", "image"]

    let object: [String: Any]
    let characters: [[String: Any]]

    init(_ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parsed = try JSONSerialization.jsonObject(with: result.standardOutput)
        object = try #require(parsed as? [String: Any], "stdout is not one JSON object\n\(result.summary)", sourceLocation: sourceLocation)
        characters = try #require(object["characters"] as? [[String: Any]], "no characters array\n\(result.summary)", sourceLocation: sourceLocation)
    }

    var source: String? { object["source"] as? String }
    var page: Int? { object["page"] as? Int }
    var ids: [Int] { characters.compactMap { $0["id"] as? Int } }
    var names: [String] { characters.compactMap { $0["name"] as? String } }

    /// `true` when the key is there with JSON `null`, as opposed to missing.
    func isNull(_ key: String) -> Bool { object[key] is NSNull }

    /// `savedAt` read as ISO 8601, `nil` when absent, null or not ISO 8601.
    var savedAt: Date? {
        (object["savedAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) }
    }
}
