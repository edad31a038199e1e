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
}
