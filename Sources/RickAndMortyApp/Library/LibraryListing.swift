import RickAndMortyFeed

/// The personal library with the names of its items, the earliest added first in each list.
/// `namesError`: why some names are missing (the API could not be asked and the cache did not
/// have them); the entries are all there regardless.
public struct LibraryListing: Hashable, Sendable {
    public let favorites: [LibraryItem]
    public let watched: [LibraryItem]
    public let namesError: RemoteLoadError?
}
