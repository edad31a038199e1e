import Foundation
import RickAndMortyFeed

/// The table of `rmfeed favorites`: one aligned row per item, the earliest added first.
enum LibraryTable {
    static func render(_ items: [LibraryItem], empty: String) -> String {
        guard !items.isEmpty else { return empty }
        let rows = [["ID", "NAME", "ADDED"]] + items.map {
            [String($0.id), $0.name.map(TerminalText.safe) ?? "?", $0.addedAt.formatted(.iso8601)]
        }
        let widths = (0..<3).map { column in min(40, rows.map { $0[column].count }.max() ?? 0) }
        return rows.map { row in
            var line = zip(row, widths).map { cell, width in TerminalText.padded(cell, to: width) }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
