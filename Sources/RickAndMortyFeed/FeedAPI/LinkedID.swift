import Foundation

/// The id an API link points at: the last path segment of `…/episode/28` or `…/location/3`.
/// An empty link ("unknown" origin) or one that ends in no positive number is no link. The id
/// is kept whether or not it exists: the two sides of a link may disagree.
enum LinkedID {
    /// The API's own links are read from their bytes (`PlainLink`); any other is parsed.
    static func id(in link: String) -> Int? {
        if let plain = PlainLink.lastSegmentNumber(in: link) { return plain }
        guard !link.isEmpty, let path = URLComponents(string: link)?.path else { return nil }
        guard let last = path.split(separator: "/").last, let id = Int(last), id > 0 else { return nil }
        return id
    }

    static func ids(in links: [String]) -> [Int] {
        links.compactMap(id(in:))
    }
}
