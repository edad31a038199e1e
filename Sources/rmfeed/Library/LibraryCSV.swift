import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed export --format csv`: RFC 4180. A header row, CRLF after every row, and a field
/// holding a comma, a quote, CR or LF quoted, with its quotes doubled. UTF-8, as every output.
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

    static func field(_ text: String) -> String {
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
