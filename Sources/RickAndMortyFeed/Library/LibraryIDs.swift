/// Which characters are favourites and which episodes are watched: what every page that shows
/// the library needs, without the dates.
public struct LibraryIDs: Hashable, Sendable {
    public var favorites: Set<Int>
    public var watched: Set<Int>

    public static let empty = LibraryIDs(favorites: [], watched: [])

    public init(favorites: Set<Int>, watched: Set<Int>) {
        self.favorites = favorites
        self.watched = watched
    }
}
