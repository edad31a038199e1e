import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

/// The personal library as the UIs use it: the core's `PersonalLibrary` over its own file
/// (`AppConfiguration.libraryFileURL`), with the characters and episodes it names looked up
/// through the app (the cache, else the API's many-ids form, then cached). A favourite or a
/// watched episode must exist when it is added; taking one out never asks the API.
public final class LibraryApp: Sendable {
    public let library: PersonalLibrary
    let app: FeedApp

    public init(app: FeedApp, store: any LibraryStore, currentDate: @escaping @Sendable () -> Date = Date.init) {
        self.app = app
        library = PersonalLibrary(store: store, currentDate: currentDate)
    }

    /// The library in the SQLite file of `app`'s configuration, opened on first use.
    public convenience init(app: FeedApp) {
        self.init(app: app, store: SQLiteLibraryStore(fileURL: app.configuration.libraryFileURL))
    }

    /// Adds a character to the favourites. Throws `LibraryItemNotFound` for an id the API does
    /// not know, the API's error when neither it nor the cache can say, and the store's error.
    public func favorite(characterID id: Int) async throws -> LibraryChange {
        let character = try await app.libraryCharacter(id: id)
        let changed = try await library.setFavorite(true, characterID: id)
        return LibraryChange(id: id, name: character.name, code: nil, isIncluded: true, changed: changed)
    }

    /// Takes a character out of the favourites, whatever the API knows of it.
    public func unfavorite(characterID id: Int) async throws -> LibraryChange {
        let changed = try await library.setFavorite(false, characterID: id)
        return LibraryChange(id: id, name: nil, code: nil, isIncluded: false, changed: changed)
    }

    /// Marks an episode as watched, or (`isWatched: false`) not. An episode named by its code
    /// is looked up, and must exist; one marked watched by id must exist too.
    public func setWatched(_ isWatched: Bool, episode reference: EpisodeReference) async throws -> LibraryChange {
        let id: Int
        var episode: FeedEpisode?
        switch reference {
        case let .code(code):
            let found = try await app.libraryEpisode(code: code)
            episode = found
            id = found.id
            // Found through a filtered page, it is not cached by id: look it up so, and it is
            // listed offline with the others (`episodes --watched`). Only a cache, so a failure
            // changes nothing.
            if isWatched { _ = try? await app.libraryEpisode(id: id) }
        case let .id(given):
            if isWatched { episode = try await app.libraryEpisode(id: given) }
            id = given
        }
        let changed = try await library.setWatched(isWatched, episodeID: id)
        return LibraryChange(id: id, name: episode?.name, code: episode?.code, isIncluded: isWatched, changed: changed)
    }

    /// Both lists with their items' names (see `LibraryListing`).
    public func listing(_ kinds: Set<LibraryKind> = Set(LibraryKind.allCases)) async throws -> LibraryListing {
        let favorites = try await kinds.contains(.favoriteCharacter) ? library.favorites() : []
        let watched = try await kinds.contains(.watchedEpisode) ? library.watchedEpisodes() : []
        async let characters = app.libraryCharacters(ids: favorites.map(\.id))
        async let episodes = app.libraryEpisodes(ids: watched.map(\.id))
        let (named, titled) = try await (characters, episodes)
        let names = Dictionary(named.items.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let titles = Dictionary(titled.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return LibraryListing(
            favorites: favorites.map { LibraryItem(kind: .favoriteCharacter, id: $0.id, addedAt: $0.addedAt, name: names[$0.id]) },
            watched: watched.map {
                LibraryItem(kind: .watchedEpisode, id: $0.id, addedAt: $0.addedAt, name: titles[$0.id]?.name, code: titles[$0.id]?.code)
            },
            namesError: named.remoteError ?? titled.remoteError
        )
    }
}
