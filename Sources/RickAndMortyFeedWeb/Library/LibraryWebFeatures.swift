import RickAndMortyFeed

/// What the web's personal library asks of the app (favourite characters, watched episodes),
/// in the core's terms; the composition root wires it to the library file, page tests to plain
/// closures. The library is the person's data, apart from the cache: it answers when the cache
/// is broken, and the pages answer when it is.
public struct LibraryWebFeatures: Sendable {
    /// The ids of the favourite characters and of the watched episodes, asked for on every page
    /// view: current after any commit that ended before the call, whoever made it.
    public var ids: @Sendable () async throws -> LibraryIDs
    /// Marks (`true`) or unmarks a favourite. Throws `LibraryWebItemNotFound` for a character
    /// the API does not know; any other throw is an error the page shows.
    public var setFavorite: @Sendable (_ characterID: Int, _ isFavorite: Bool) async throws -> Void
    /// Marks (`true`) or unmarks a watched episode; throws as `setFavorite`.
    public var setWatched: @Sendable (_ episodeID: Int, _ isWatched: Bool) async throws -> Void
    /// Both lists with their items, for `/favorites`.
    public var shelf: @Sendable () async throws -> LibraryShelf
    /// The installation's secret every toggle form carries (see docs/ARCHITECTURE.md).
    public var csrfToken: String

    public init(
        ids: @escaping @Sendable () async throws -> LibraryIDs,
        setFavorite: @escaping @Sendable (Int, Bool) async throws -> Void,
        setWatched: @escaping @Sendable (Int, Bool) async throws -> Void,
        shelf: @escaping @Sendable () async throws -> LibraryShelf,
        csrfToken: String
    ) {
        self.ids = ids
        self.setFavorite = setFavorite
        self.setWatched = setWatched
        self.shelf = shelf
        self.csrfToken = csrfToken
    }
}

/// The library with its items as the cache or the API know them, the earliest added first.
/// Ids neither could name now (offline, nothing cached) are in `missing…`: still in the library.
public struct LibraryShelf: Sendable {
    public var characters: [FeedCharacter]
    public var missingCharacterIDs: [Int]
    public var episodes: [FeedEpisode]
    public var missingEpisodeIDs: [Int]
    /// Why some items are missing.
    public var namesError: RemoteLoadError?

    public init(
        characters: [FeedCharacter], missingCharacterIDs: [Int] = [],
        episodes: [FeedEpisode], missingEpisodeIDs: [Int] = [], namesError: RemoteLoadError? = nil
    ) {
        self.characters = characters
        self.missingCharacterIDs = missingCharacterIDs
        self.episodes = episodes
        self.missingEpisodeIDs = missingEpisodeIDs
        self.namesError = namesError
    }
}

/// A toggle named a character or an episode the API does not know.
public struct LibraryWebItemNotFound: Error, Equatable {
    public init() {}
}
