import Foundation

/// Where the personal library is kept. It is the person's own data, not a cache: no cache rule
/// (expiry, validation, clearing) ever reaches it. `SQLiteLibraryStore` is the real one;
/// `InMemoryLibraryStore` keeps it for a process's life. Every store passes one contract suite.
public protocol LibraryStore: Sendable {
    /// Adds `id` to `kind`'s list as added at `addedAt`. An id already there keeps the date it
    /// was first added. Answers whether the list changed.
    func insert(_ kind: LibraryKind, id: Int, addedAt: Date) async throws -> Bool

    /// Takes `id` out of `kind`'s list. Answers whether the list changed.
    func remove(_ kind: LibraryKind, id: Int) async throws -> Bool

    /// `kind`'s list, the earliest added first (then by id). Reading changes nothing.
    func entries(_ kind: LibraryKind) async throws -> [LibraryEntry]

    /// Both lists' ids, as they are now: a change committed before the call, by this process or
    /// another, is in the answer. A store may keep them between changes.
    func ids() async throws -> LibraryIDs
}

extension LibraryStore {
    public func ids() async throws -> LibraryIDs {
        LibraryIDs(
            favorites: Set(try await entries(.favoriteCharacter).map(\.id)),
            watched: Set(try await entries(.watchedEpisode).map(\.id))
        )
    }
}
