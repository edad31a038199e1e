/// A link in the one form the API writes them, `http(s)://host[:port]/path`, with nothing but
/// letters, digits, `.`, `-` and `_` in its host and path: what it points at is then plain to
/// see in its bytes, with no URL parser. A sync maps thousands of links (every episode of every
/// character, every resident); `URLComponents` was most of the mapping's own time. Anything
/// else (a query, an escape, a user, an odd port) is not a plain link: callers parse it.
enum PlainLink {
    /// Whether `link` is a plain link.
    static func isPlain(_ link: String) -> Bool {
        lastSegmentNumber(in: link) != nil
    }

    /// `nil` when `link` is not plain; else the number its last non-empty path segment is made
    /// of (`.some(nil)` when that segment is no number, or there is no path).
    static func lastSegmentNumber(in link: String) -> Int?? {
        var link = link
        return link.withUTF8 { lastSegmentNumber(in: $0) }
    }

    private static func lastSegmentNumber(in bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
        guard let pathStart = pathStart(in: bytes) else { return nil }
        var segment = (start: bytes.count, end: bytes.count)
        var index = pathStart
        while index < bytes.count {
            let byte = bytes[index]
            guard isHostByte(byte) || byte == slash || byte == UInt8(ascii: "_") else { return nil }
            if byte != slash, index == pathStart || bytes[index - 1] == slash { segment.start = index }
            if byte != slash { segment.end = index + 1 }
            index += 1
        }
        return .some(number(in: UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end])))
    }

    /// Where the path begins, after `http(s)://`, a non-empty plain host and at most a port of
    /// one to five digits from 1 to 65535; `nil` when the link does not begin so.
    private static func pathStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard var index = afterScheme(in: bytes) else { return nil }
        let hostStart = index
        while index < bytes.count, bytes[index] != slash, bytes[index] != colon {
            guard isHostByte(bytes[index]) else { return nil }
            index += 1
        }
        guard index > hostStart else { return nil }
        guard index < bytes.count, bytes[index] == colon else { return index }
        let portStart = index + 1
        index = portStart
        while index < bytes.count, bytes[index] != slash { index += 1 }
        let port = UnsafeBufferPointer(rebasing: bytes[portStart..<index])
        guard (1...5).contains(port.count), port[0] != UInt8(ascii: "0"),
              let number = number(in: port), number <= 65_535
        else { return nil }
        return index
    }

    /// Where `http://` or `https://` (in lower case) ends.
    private static func afterScheme(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count > 7, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
              bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
        else { return nil }
        let colonIndex = bytes[4] == UInt8(ascii: "s") ? 5 : 4
        guard bytes.count > colonIndex + 2, bytes[colonIndex] == colon,
              bytes[colonIndex + 1] == slash, bytes[colonIndex + 2] == slash
        else { return nil }
        return colonIndex + 3
    }

    /// The positive number `digits` spell (leading zeros allowed), `nil` for anything else.
    private static func number(in digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard isDigit(byte) else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowed, !overflowedAgain else { return nil }
            value = sum
        }
        return value > 0 ? value : nil
    }

    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")

    private static func isHostByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
