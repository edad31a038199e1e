import RickAndMortyFeed

/// Aligned columns for a terminal: each cell made safe (`TerminalText`), columns at most 40
/// wide (longer cells cut with an ellipsis), two spaces between them, no trailing spaces.
enum TextTable {
    static func lines(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows.map { $0.map(TerminalText.safe) }
        let widths = header.indices.map { column in min(40, all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0) }
        return all.map { row in
            zip(row, widths).map { cell, width in TerminalText.padded(cell, to: width) }
                .joined(separator: "  ")
                .trimmingTrailingSpaces()
        }
    }

    /// A list's table: its rows, or its empty message, then a blank line and where it came from.
    static func render<Item>(_ viewModel: ResourcePageViewModel<Item>, header: [String], row: (Item) -> [String]) -> String {
        var lines = viewModel.emptyMessage.map { [$0] } ?? Self.lines(header: header, rows: viewModel.items.map(row))
        lines.append("")
        lines.append(viewModel.sourceMessage)
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
