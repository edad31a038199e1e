/// Percent-encoding of query values down to RFC 3986's unreserved characters, for every URL the
/// app writes a person's input into (the API's, the web page's links). `URLComponents` leaves
/// `+` alone, which servers read as a space, so it cannot be used for user input.
public enum QueryValueEncoding {
    public static func encode(_ value: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(hexDigits[Int(nibble)])
    }
}
