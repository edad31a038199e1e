/// Appends JSON text to a byte buffer by hand: the stub controls field order exactly (docs/API.md,
/// "The character object", lists it) and avoids an encoder pass for every page it serves.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func raw(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func number(_ value: Int) {
        raw(String(value))
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x00..<0x20: raw("\\u00" + String(byte, radix: 16).leftPadded(to: 2))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// `["a","b",...]`.
    mutating func stringList(_ strings: [String]) {
        raw("[")
        for (index, string) in strings.enumerated() {
            if index > 0 { raw(",") }
            self.string(string)
        }
        raw("]")
    }

    /// `{"key":value,...}` where each value is written by its closure, in the given order.
    mutating func object(_ fields: [(String, (inout JSONText) -> Void)]) {
        raw("{")
        for (index, (key, write)) in fields.enumerated() {
            if index > 0 { raw(",") }
            string(key)
            raw(":")
            write(&self)
        }
        raw("}")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
