/// A small JSON writer that keeps keys in the order given, as the API writes its fields, and
/// escapes as JavaScript's `JSON.stringify` does (no `\/`, non-ASCII text as is).
enum JSONText {
    case string(String)
    case int(Int)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    static func optional(_ value: String?) -> JSONText {
        value.map(JSONText.string) ?? .null
    }

    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1_024)
        write(into: &out)
        return out
    }

    func write(into out: inout [UInt8]) {
        switch self {
        case .string(let value): Self.write(value, into: &out)
        case .int(let value): out += Array(String(value).utf8)
        case .null: out += Array("null".utf8)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.write(field.0, into: &out)
                out.append(UInt8(ascii: ":"))
                field.1.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func write(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x00..<0x20:
                let hex = String(byte, radix: 16)
                out += Array(("\\u00" + (hex.count == 1 ? "0" + hex : hex)).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
