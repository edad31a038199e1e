import Foundation

/// Whether a JSON text holds a NUL character (`\u0000`) in any string. No text of the API has
/// one, and the cache's SQLite layer ends a text at the first NUL, so a name with one would be
/// stored cut short: such a payload is refused whole as invalid data, the same way for every
/// resource and every field.
enum JSONNullCharacter {
    static func isIn(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var index = 0
            while index < bytes.count {
                // A raw NUL is not JSON at all; an escaped one is `\u0000` after an unescaped backslash.
                if bytes[index] == 0 { return true }
                if bytes[index] == UInt8(ascii: "\\") {
                    if index + 5 < bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
                       bytes[(index + 2)...(index + 5)].allSatisfy({ $0 == UInt8(ascii: "0") }) {
                        return true
                    }
                    index += 2
                    continue
                }
                index += 1
            }
            return false
        }
    }
}
