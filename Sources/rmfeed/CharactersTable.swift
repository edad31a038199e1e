import RickAndMortyFeed

/// The table of `rmfeed characters`: one aligned row per character, then where the data came from.
enum CharactersTable {
    static func render(_ viewModel: CharactersViewModel) -> String {
        var lines: [String] = []
        if let empty = viewModel.emptyMessage {
            lines.append(empty)
        } else {
            let rows = [["ID", "NAME", "STATUS", "SPECIES", "GENDER"]] + viewModel.characters.map {
                [String($0.id), $0.name, $0.status, $0.species, $0.gender].map(TerminalText.safe)
            }
            let widths = (0..<5).map { column in min(40, rows.map { $0[column].count }.max() ?? 0) }
            lines += rows.map { row in
                zip(row, widths).map { cell, width in TerminalText.padded(cell, to: width) }
                    .joined(separator: "  ")
                    .trimmingTrailingSpaces()
            }
        }
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
