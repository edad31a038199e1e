/// Text from the network made safe for a terminal: control characters (escape sequences could
/// rewrite the screen) and line or paragraph separators become spaces; bidi controls (U+202E
/// shows "gpj.exe" as "exe.jpg") and zero-width characters (which hide text and upset the
/// columns) are dropped. Long cells are cut with an ellipsis.
enum TerminalText {
    static func safe(_ text: String) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || separators.contains(scalar.value) {
                safe.append(" ")
            } else if !invisible.contains(where: { $0.contains(scalar.value) }) {
                safe.append(scalar)
            }
        }
        return String(safe)
    }

    static func padded(_ text: String, to width: Int) -> String {
        let cut = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        return cut + String(repeating: " ", count: max(0, width - cut.count))
    }

    /// LINE SEPARATOR and PARAGRAPH SEPARATOR: line breaks in all but name.
    private static let separators: Set<UInt32> = [0x2028, 0x2029]

    /// Zero-width spaces and joiners, left-to-right and right-to-left marks, bidi embeddings,
    /// overrides and isolates, the Arabic letter mark, word joiners and invisible operators, and
    /// the byte order mark.
    private static let invisible: [ClosedRange<UInt32>] = [
        0x061C...0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF...0xFEFF,
    ]
}
