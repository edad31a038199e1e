import Hummingbird
import RickAndMortyFeed

extension WebEnvironment {
    /// The library's marks for a page: its favourites and watched episodes, read for each view,
    /// and the page itself as where a toggle comes back to. Without a library, or when its file
    /// cannot be read, the page is shown without toggles rather than not at all.
    func libraryMarks(for request: Request, localization: FeedLocalization) async -> LibraryMarks {
        guard let library else { return .none }
        do {
            async let favorites = library.favoriteIDs()
            async let watched = library.watchedIDs()
            return LibraryMarks(
                favorites: try await favorites, watched: try await watched, token: library.csrfToken,
                localization: localization, returnPath: ReturnPath.validated(request.uri.description) ?? "/"
            )
        } catch {
            return .none
        }
    }
}
