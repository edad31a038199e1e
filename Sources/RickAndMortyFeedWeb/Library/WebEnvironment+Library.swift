import Hummingbird
import RickAndMortyFeed

extension WebEnvironment {
    /// The library's marks for a page: its favourites and watched episodes, asked for each view
    /// (the library keeps them between its changes),
    /// and the page itself as where a toggle comes back to. Without a library, or when its file
    /// cannot be read, the page is shown without toggles rather than not at all.
    func libraryMarks(for request: Request, localization: FeedLocalization) async -> LibraryMarks {
        guard let library else { return .none }
        do {
            let ids = try await library.ids()
            return LibraryMarks(
                favorites: ids.favorites, watched: ids.watched, token: library.csrfToken,
                localization: localization, returnPath: ReturnPath.validated(request.uri.description) ?? "/"
            )
        } catch {
            return .none
        }
    }
}
