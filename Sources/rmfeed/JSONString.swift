/// A string as a JSON string literal, the one escaper of the tool: `--format json`'s values and
/// the quoted values of the log lines on standard error (logfmt quotes the same way).
enum JSONString {
    /// RFC 8259 string escaping: the quote, the backslash and every control character below U+0020.
    static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
