import Foundation
import Logging
import RickAndMortyFeed
import RickAndMortyFeedWeb

extension LibraryApp {
    /// What the web's library asks of this library: the toggles (an item must exist to be
    /// added, as on the command line), the ids on every page, and `/favorites` with its items
    /// from the cache when it holds them all, else the API's many-ids form.
    public func webFeatures(csrfToken: String) -> LibraryWebFeatures {
        LibraryWebFeatures(
            ids: { [library] in try await library.ids() },
            setFavorite: { [self] id, isFavorite in
                do {
                    _ = try await isFavorite ? favorite(characterID: id) : unfavorite(characterID: id)
                } catch is LibraryItemNotFound {
                    throw LibraryWebItemNotFound()
                }
            },
            setWatched: { [self] id, isWatched in
                do {
                    _ = try await setWatched(isWatched, episode: .id(id))
                } catch is LibraryItemNotFound {
                    throw LibraryWebItemNotFound()
                }
            },
            shelf: { [self] in try await shelf() },
            csrfToken: csrfToken
        )
    }

    func shelf() async throws -> LibraryShelf {
        let favorites = try await library.favorites().map(\.id)
        let watched = try await library.watchedEpisodes().map(\.id)
        async let characters = app.libraryCharacters(ids: favorites)
        async let episodes = app.libraryEpisodes(ids: watched)
        let (named, titled) = try await (characters, episodes)
        let foundCharacters = Set(named.items.map(\.id))
        let foundEpisodes = Set(titled.items.map(\.id))
        return LibraryShelf(
            characters: named.items, missingCharacterIDs: favorites.filter { !foundCharacters.contains($0) },
            episodes: titled.items, missingEpisodeIDs: watched.filter { !foundEpisodes.contains($0) },
            namesError: named.remoteError ?? titled.remoteError
        )
    }
}

extension FeedApp {
    /// The web's library over this app's library file, with the installation's token from the
    /// library's folder. A folder that cannot be written still serves pages: the token is then
    /// this process's own (logged), and every toggle says the library cannot be saved.
    public func libraryWebFeatures() -> LibraryWebFeatures {
        let folder = configuration.libraryFileURL.deletingLastPathComponent()
        let token: String
        do {
            token = try InstallationToken.loadOrCreate(in: folder, logger: logger)
        } catch {
            logger.warning("the web's library token could not be kept; toggles work until the server stops", metadata: ["error": "\(error)"])
            token = InstallationToken.make()
        }
        return LibraryApp(app: self).webFeatures(csrfToken: token)
    }
}
