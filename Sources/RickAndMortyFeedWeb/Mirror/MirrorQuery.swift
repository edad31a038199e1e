import Foundation

/// A query string read the way the API's web framework reads it: `+` is a space, percent
/// escapes are decoded, the first of a repeated key wins, and `page` is read like JavaScript's
/// `parseInt` (leading digits; nothing, zero or less is page 1).
struct MirrorQuery {
    let values: [String: String]

    init(rawQuery: String?) {
        var values: [String: String] = [:]
        for pair in (rawQuery ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = Self.decode(parts[0])
            if values[key] == nil { values[key] = parts.count > 1 ? Self.decode(parts[1]) : "" }
        }
        self.values = values
    }

    subscript(key: String) -> String? { values[key] }

    var page: Int {
        guard let text = values["page"] else { return 1 }
        let digits = text.drop { $0 == " " || $0 == "\t" || $0 == "+" }.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return 1 }
        // More digits than an Int holds is a page far past the end, not page 1; zeros are page 1.
        return max(1, Int(digits) ?? Int.max)
    }

    private static func decode(_ part: Substring) -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
