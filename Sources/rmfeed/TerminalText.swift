/// Text from the network made safe for a terminal: control characters (escape sequences could
/// rewrite the screen) become spaces, and long cells are cut with an ellipsis.
enum TerminalText {
    static func safe(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }

    static func padded(_ text: String, to width: Int) -> String {
        let cut = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        return cut + String(repeating: " ", count: max(0, width - cut.count))
    }
}
