import Foundation

extension CharacterLookupStore {
    /// The characters among `ids` the cache holds, on a cached page or looked up by id, each
    /// with the newest time it was saved, sorted by id: a store that cannot read by id reads
    /// every page and every looked-up character. No side effects.
    public func retrieveSavedCharacters(ids: [Int]) async throws -> [LocalSavedItem<LocalFeedCharacter>] {
        let wanted = Set(ids)
        guard !wanted.isEmpty else { return [] }
        let onPages = try await retrieve().flatMap { page in
            page.characters.map { LocalSavedItem(item: $0, savedAt: page.savedAt) }
        }
        let lookedUp = try await retrieveLookedUpCharacters().map { LocalSavedItem(item: $0.character, savedAt: $0.savedAt) }
        return LocalSavedItem.newestOfEach((onPages + lookedUp).filter { wanted.contains($0.item.id) })
    }
}

extension LocalSavedItem where Item: LocalResourceItem {
    /// Each item once, as its newest copy (at equal times, the first), sorted by id.
    public static func newestOfEach(_ copies: [LocalSavedItem]) -> [LocalSavedItem] {
        var newest: [Int: LocalSavedItem] = [:]
        for copy in copies where newest[copy.item.id].map({ $0.savedAt < copy.savedAt }) ?? true {
            newest[copy.item.id] = copy
        }
        return newest.values.sorted { $0.item.id < $1.item.id }
    }
}
