import Foundation

/// The cap every filter value goes through before it is used anywhere.
public enum FilterValue {
    /// A value is cut to this many characters (the API's names are far shorter)...
    public static let maxLength = 100
    /// ...and to this many bytes of UTF-8, since one character can be a base with thousands of
    /// combining marks: 100 characters of four bytes each, whatever the characters are made of.
    public static let maxBytes = 400

    /// `value` trimmed, then cut to `maxLength` characters and `maxBytes` bytes (at a Unicode
    /// scalar, so what is left is still valid text).
    public static func capped(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines).prefix(maxLength)
        guard trimmed.utf8.count > maxBytes else { return String(trimmed) }
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in trimmed.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= maxBytes else { break }
            kept.append(scalar)
        }
        return String(kept).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
