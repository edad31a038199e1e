import Foundation

extension CharacterLookupStore {
    /// The characters among `ids` the cache holds, on a cached page or looked up by id, each
    /// with the newest time it was saved, sorted by id. One read of every page and every
    /// looked-up character, however many ids are asked: a location's thousands of residents cost
    /// what one resident does. No side effects.
    public func retrieveSavedCharacters(ids: [Int]) async throws -> [LocalSavedItem<LocalFeedCharacter>] {
        let wanted = Set(ids)
        guard !wanted.isEmpty else { return [] }
        var newest: [Int: LocalSavedItem<LocalFeedCharacter>] = [:]
        func keep(_ character: LocalFeedCharacter, savedAt: Date) {
            guard wanted.contains(character.id) else { return }
            if let kept = newest[character.id], kept.savedAt >= savedAt { return }
            newest[character.id] = LocalSavedItem(item: character, savedAt: savedAt)
        }
        for page in try await retrieve() {
            for character in page.characters { keep(character, savedAt: page.savedAt) }
        }
        for lookedUp in try await retrieveLookedUpCharacters() {
            keep(lookedUp.character, savedAt: lookedUp.savedAt)
        }
        return newest.values.sorted { $0.item.id < $1.item.id }
    }
}
