import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed export --format csv`: RFC 4180. A header row, CRLF after every row, and a field
/// holding a comma, a quote, CR or LF quoted, with its quotes doubled. UTF-8, as every output.
/// A name is the API's text, so a cell is made harmless to spreadsheets and terminals (OWASP's
/// advice on CSV injection): one starting with `=`, `+`, `-`, `@`, tab or CR gets a `'` in front
/// and is quoted, so it is never run as a formula; other control characters (ESC, BEL, …) are
/// dropped. `--format json` keeps every name exactly.
enum LibraryCSV {
    static let header = ["list", "id", "code", "name", "addedAt"]

    static func export(_ listing: LibraryListing) -> String {
        let rows = [header]
            + listing.favorites.map { row("favorite", $0) }
            + listing.watched.map { row("watched", $0) }
        return rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func row(_ list: String, _ item: LibraryItem) -> [String] {
        [list, String(item.id), item.code ?? "", item.name ?? "", item.addedAt.formatted(.iso8601)]
    }

    static func field(_ raw: String) -> String {
        var text = String(String.UnicodeScalarView(raw.unicodeScalars.filter { !isDropped($0) }))
        let startsFormula = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
        if startsFormula { text = "'" + text }
        let needsQuotes = startsFormula || text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// C0 and C1 control characters and DEL, but tab, CR and LF, which quoting keeps in the cell.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\t", scalar != "\r", scalar != "\n" else { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
