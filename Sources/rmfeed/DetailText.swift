/// The layout of `rmfeed character|episode|location ID` as a table: the item's name, its fields
/// as aligned "label  value" lines, the table of its links (when it has any), then where the
/// item came from, as a list's last line says it.
enum DetailText {
    static func render(title: String, fields: [(label: String, value: String)], links: [String], source: String) -> String {
        let width = fields.map(\.label.count).max() ?? 0
        var lines = [TerminalText.safe(title)]
        lines += fields.map { TerminalText.padded($0.label, to: width) + "  " + TerminalText.safe($0.value) }
        if !links.isEmpty {
            lines.append("")
            lines += links
        }
        lines.append("")
        lines.append(source)
        return lines.joined(separator: "\n") + "\n"
    }
}
