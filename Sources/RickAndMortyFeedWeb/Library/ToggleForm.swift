import Foundation

/// A toggle's `application/x-www-form-urlencoded` body: `value=true|false`, the token `csrf`,
/// and the page to come back to, `return`.
struct ToggleForm: Sendable {
    /// Bodies longer than this are refused (413) before they are read: a toggle's is ~150 bytes.
    static let maximumBodySize = 2_048

    let fields: [String: String]

    init(body: String) {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decoded(parts[0]) else { continue }
            // The first of a repeated field counts; later ones cannot override it.
            if fields[name] == nil { fields[name] = parts.count > 1 ? Self.decoded(parts[1]) ?? "" : "" }
        }
        self.fields = fields
    }

    var token: String? { fields["csrf"] }
    var returnPath: String? { fields["return"].flatMap(ReturnPath.validated) }

    /// `true` or `false`; `nil` for anything else.
    var value: Bool? {
        switch fields["value"] {
        case "true": true
        case "false": false
        default: nil
        }
    }

    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
