import Foundation
import Testing

/// One JSON object on standard output, read with JSONSerialization rather than the app's types,
/// the way a script outside the project reads it.
struct JSONOutput {
    let object: [String: Any]

    init(_ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parsed = try JSONSerialization.jsonObject(with: result.standardOutput)
        object = try #require(parsed as? [String: Any], "stdout is not one JSON object\n\(result.summary)", sourceLocation: sourceLocation)
    }

    var source: String? { object["source"] as? String }

    /// The objects of the array under `key`.
    func list(_ key: String) -> [[String: Any]] {
        object[key] as? [[String: Any]] ?? []
    }

    /// The ids of the objects of the array under `key`.
    func ids(_ key: String) -> [Int] {
        list(key).compactMap { $0["id"] as? Int }
    }

    /// The keys of the outer object and of the first object of each array, in the order written.
    static func keyOrder(_ result: CommandResult) -> [[String]] {
        JSONKeyOrder.objects(in: result.output)
    }
}
