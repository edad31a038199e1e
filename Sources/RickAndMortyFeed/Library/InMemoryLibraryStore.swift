import Foundation

/// A `LibraryStore` in memory, with the file store's behaviour (the same contract suite);
/// nothing is kept once the process ends.
public actor InMemoryLibraryStore: LibraryStore {
    private var lists: [LibraryKind: [Int: Date]] = [:]

    public init() {}

    public func insert(_ kind: LibraryKind, id: Int, addedAt: Date) -> Bool {
        guard lists[kind]?[id] == nil else { return false }
        lists[kind, default: [:]][id] = addedAt
        return true
    }

    public func remove(_ kind: LibraryKind, id: Int) -> Bool {
        lists[kind]?.removeValue(forKey: id) != nil
    }

    public func entries(_ kind: LibraryKind) -> [LibraryEntry] {
        (lists[kind] ?? [:])
            .map { LibraryEntry(id: $0.key, addedAt: $0.value) }
            .sorted { ($0.addedAt, $0.id) < ($1.addedAt, $1.id) }
    }
}
