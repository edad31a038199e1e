/// An entity tag as it may be sent back in `If-None-Match`: it came from a server, so it is
/// only sent when it looks like one (`"…"` or `W/"…"`, visible ASCII, at most 256 bytes), never
/// a value that could break the request's header lines.
enum EntityTagValue {
    static let maxLength = 256

    static func validated(_ value: String) -> String? {
        let bytes = Array(value.utf8)
        guard bytes.count <= maxLength, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
        let opaque = value.hasPrefix("W/") ? value.dropFirst(2) : Substring(value)
        guard opaque.count >= 2, opaque.hasPrefix("\""), opaque.hasSuffix("\""),
              !opaque.dropFirst().dropLast().contains("\"")
        else { return nil }
        return value
    }
}
