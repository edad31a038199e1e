import Foundation

extension InMemoryFeedStore: SearchIndex {
    public func search(
        _ terms: SearchTerms, kinds: Set<SearchKind>, saved: ClosedRange<Date>, limit: Int
    ) async throws -> [SearchResult] {
        guard !terms.isEmpty, limit > 0 else { return [] }
        let ranked = await entries(kinds: kinds, saved: saved).compactMap { entry in
            entry.nameMatches(terms).map { (entry.result, $0) }
        }
        return ranked
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.id < $1.0.id }
            .prefix(limit)
            .map(\.0)
    }

    public func hasEntries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async throws -> Bool {
        await !entries(kinds: kinds, saved: saved).isEmpty
    }

    /// Every item of `kinds` saved in `saved`, each once.
    private func entries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async -> [SearchEntry] {
        var entries: [SearchKind: [Int: SearchEntry]] = [:]
        if kinds.contains(.character) {
            let paged = retrieve().filter { saved.contains($0.savedAt) }.flatMap(\.characters)
            let lookedUp = retrieveLookedUpCharacters().filter { saved.contains($0.savedAt) }.map(\.character)
            for character in paged + lookedUp {
                entries[.character, default: [:]][character.id] = SearchEntry(
                    kind: .character, id: character.id, name: character.name,
                    details: [character.species, character.type, character.origin, character.location]
                )
            }
        }
        if kinds.contains(.episode) {
            for episode in await episodes.retrieveItems() where saved.contains(episode.savedAt) {
                let item = episode.item
                entries[.episode, default: [:]][item.id] = SearchEntry(kind: .episode, id: item.id, name: item.name, details: [item.code])
            }
        }
        if kinds.contains(.location) {
            for location in await locations.retrieveItems() where saved.contains(location.savedAt) {
                let item = location.item
                entries[.location, default: [:]][item.id] = SearchEntry(
                    kind: .location, id: item.id, name: item.name, details: [item.type, item.dimension]
                )
            }
        }
        return entries.values.flatMap(\.values)
    }
}
