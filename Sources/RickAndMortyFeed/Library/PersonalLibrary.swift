import Foundation

/// The personal library's use cases: favourite characters and watched episodes, each with when
/// it was added. Toggles are idempotent: setting what is already so changes nothing and keeps
/// the date it was first added. Ids must be positive, as the API's are.
public final class PersonalLibrary: Sendable {
    private let store: any LibraryStore
    private let currentDate: @Sendable () -> Date

    public init(store: any LibraryStore, currentDate: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.currentDate = currentDate
    }

    /// Marks or unmarks a character as a favourite; answers whether that changed anything.
    @discardableResult
    public func setFavorite(_ isFavorite: Bool, characterID: Int) async throws -> Bool {
        try await set(.favoriteCharacter, id: characterID, to: isFavorite)
    }

    /// Marks or unmarks an episode as watched; answers whether that changed anything.
    @discardableResult
    public func setWatched(_ isWatched: Bool, episodeID: Int) async throws -> Bool {
        try await set(.watchedEpisode, id: episodeID, to: isWatched)
    }

    /// The favourite characters, the earliest added first.
    public func favorites() async throws -> [LibraryEntry] {
        try await store.entries(.favoriteCharacter)
    }

    /// The watched episodes, the earliest added first.
    public func watchedEpisodes() async throws -> [LibraryEntry] {
        try await store.entries(.watchedEpisode)
    }

    /// The ids of both lists, for pages that mark their items.
    public func ids() async throws -> LibraryIDs {
        try await store.ids()
    }

    private func set(_ kind: LibraryKind, id: Int, to included: Bool) async throws -> Bool {
        guard id > 0 else { throw InvalidLibraryID(id: id) }
        return included
            ? try await store.insert(kind, id: id, addedAt: currentDate())
            : try await store.remove(kind, id: id)
    }
}

/// An id no character or episode can have (zero or negative).
public struct InvalidLibraryID: Error, Equatable, CustomStringConvertible {
    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public var description: String { "\(id) is not an id: ids are whole numbers from 1" }
}
