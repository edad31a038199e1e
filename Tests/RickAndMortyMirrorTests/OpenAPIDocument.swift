import Foundation

/// The mirror's OpenAPI document read for the tests: which documented path a request's path is,
/// and whether an answer fits the schema documented for its status. The schema check covers
/// what the document uses (`$ref`, `type`, `properties`, `required`, `additionalProperties`,
/// `items`, `minItems`, `maxItems`, `minimum`, `oneOf`) and reports anything else it meets,
/// so a document that outgrows it fails rather than passing unchecked.
struct OpenAPIDocument {
    let root: [String: Any]

    init(_ data: [UInt8]) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any] else { throw Problem("not a JSON object") }
        self.root = root
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    var paths: [String: Any] { root["paths"] as? [String: Any] ?? [:] }

    /// The documented path (`/character/{ids}`) that `path` (relative to the server, `/character/1,2`) is.
    func documentedPath(of path: String) -> String? {
        paths.keys.first { template in
            // Each `{parameter}` is one segment, or part of one; the rest is literal.
            let literal = template.replacingOccurrences(of: #"\{[a-z]+\}"#, with: "\u{0}", options: .regularExpression)
            let pattern = "^" + NSRegularExpression.escapedPattern(for: literal).replacingOccurrences(of: "\u{0}", with: "[^/]+") + "$"
            return path.range(of: pattern, options: .regularExpression) != nil
        }
    }

    /// The problems of `body` against the JSON schema documented for a GET of `path` answered `status`.
    func problems(path: String, status: Int, body: [UInt8]) throws -> [String] {
        guard let template = documentedPath(of: path) else { return ["\(path): no documented path"] }
        guard let operation = (paths[template] as? [String: Any])?["get"] as? [String: Any],
              var response = (operation["responses"] as? [String: Any])?[String(status)] as? [String: Any]
        else { return ["\(template): status \(status) not documented"] }
        if let reference = response["$ref"] as? String { response = try resolve(reference) }
        guard let schema = ((response["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] else {
            return ["\(template) \(status): no JSON schema documented"]
        }
        let value = try JSONSerialization.jsonObject(with: Data(body), options: .fragmentsAllowed)
        return try problems(value, schema, at: "\(template) \(status)")
    }

    private func resolve(_ reference: String) throws -> [String: Any] {
        var node: Any = root
        for key in reference.dropFirst(2).split(separator: "/") {
            guard let next = (node as? [String: Any])?[String(key)] else { throw Problem("unresolved \(reference)") }
            node = next
        }
        guard let resolved = node as? [String: Any] else { throw Problem("\(reference) is no object") }
        return resolved
    }

    private static let understood: Set = [
        "$ref", "type", "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "minimum",
        "oneOf", "description", "pattern", "examples", "contentMediaType",
    ]

    private func problems(_ value: Any, _ schemaNode: Any, at place: String) throws -> [String] {
        guard var schema = schemaNode as? [String: Any] else { throw Problem("\(place): schema is no object") }
        if let reference = schema["$ref"] as? String { schema = try resolve(reference) }
        if let unknown = schema.keys.first(where: { !Self.understood.contains($0) }) { throw Problem("\(place): unchecked keyword \(unknown)") }
        if let choices = schema["oneOf"] as? [Any] {
            let fitting = try choices.filter { try problems(value, $0, at: place).isEmpty }
            return fitting.count == 1 ? [] : ["\(place): fits \(fitting.count) of oneOf"]
        }
        let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
        guard types.contains(where: { Self.value(value, is: $0) }) else { return ["\(place): \(value) is not \(types)"] }
        var found: [String] = []
        if let number = value as? Int, let minimum = schema["minimum"] as? Int, number < minimum { found.append("\(place): \(number) < \(minimum)") }
        if let array = value as? [Any] {
            if let least = schema["minItems"] as? Int, array.count < least { found.append("\(place): fewer than \(least) items") }
            if let most = schema["maxItems"] as? Int, array.count > most { found.append("\(place): more than \(most) items") }
            if let items = schema["items"] {
                for (index, item) in array.enumerated() { found += try problems(item, items, at: "\(place)[\(index)]") }
            }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil { found.append("\(place): no \(name)") }
            for (name, field) in object {
                if let property = properties[name] {
                    found += try problems(field, property, at: "\(place).\(name)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(place): undocumented \(name)")
                }
            }
        }
        return found
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "null": value is NSNull
        case "string": value is String
        // Foundation on Linux reads 1 as a Bool too; the document has no booleans to tell apart.
        case "integer": value is Int
        case "array": value is [Any]
        case "object": value is [String: Any]
        default: false
        }
    }
}
