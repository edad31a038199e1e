import Foundation

/// A strong entity tag for a body: a 64-bit FNV-1a hash of the bytes, quoted as HTTP wants.
/// Not a security measure, only "are these the bytes you already have".
enum EntityTag {
    static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }

    /// Whether an `If-None-Match` header names `tag` (or is `*`).
    static func matches(_ ifNoneMatch: String?, _ tag: String) -> Bool {
        guard let ifNoneMatch else { return false }
        return ifNoneMatch.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
        }
    }
}
