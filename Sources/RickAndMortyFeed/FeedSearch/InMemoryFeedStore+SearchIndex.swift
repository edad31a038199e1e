import Foundation

extension InMemoryFeedStore: SearchIndex {
    public func candidates(_ words: SearchIndexWords, kinds: Set<SearchKind>, saved: ClosedRange<Date>) async -> [SearchCandidate] {
        let whole = Set(words.whole)
        return await entries(kinds: kinds, saved: saved).filter { entry in
            entry.words.contains { word in whole.contains(word) || words.prefixes.contains { word.utf8.starts(with: $0.utf8) } }
        }.map(\.candidate)
    }

    public func indexedWords() async -> [String] {
        Array(Set(await entries(kinds: Set(SearchKind.allCases), saved: .distantPast ... .distantFuture).flatMap(\.words)))
    }

    public func mostLinks() async -> [SearchKind: Int] {
        let all = await entries(kinds: Set(SearchKind.allCases), saved: .distantPast ... .distantFuture)
        return Dictionary(all.map { ($0.candidate.result.kind, $0.candidate.links) }, uniquingKeysWith: max)
    }

    public func hasEntries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async -> Bool {
        await !entries(kinds: kinds, saved: saved).isEmpty
    }

    /// Every item of `kinds` saved in `saved` with the words the index holds of it.
    private func entries(kinds: Set<SearchKind>, saved: ClosedRange<Date>) async -> [(candidate: SearchCandidate, words: [String])] {
        var candidates: [SearchCandidate] = []
        if kinds.contains(.character) {
            candidates += await characters.retrieveItems().filter { saved.contains($0.savedAt) }.map(\.item).map { character in
                let detail = [character.species, character.type, character.origin, character.location].joined(separator: " ")
                return Self.candidate(.character, character.id, character.name, detail: detail, links: character.episodeCount)
            }
        }
        if kinds.contains(.episode) {
            candidates += await episodes.retrieveItems().filter { saved.contains($0.savedAt) }.map(\.item).map { episode in
                Self.candidate(.episode, episode.id, episode.name, detail: episode.code, links: episode.characterIDs.count)
            }
        }
        if kinds.contains(.location) {
            candidates += await locations.retrieveItems().filter { saved.contains($0.savedAt) }.map(\.item).map { location in
                Self.candidate(.location, location.id, location.name, detail: "\(location.type) \(location.dimension)", links: location.residentIDs.count)
            }
        }
        return candidates.map { ($0, SearchText.words($0.result.name) + SearchText.words($0.detail)) }
    }

    private static func candidate(_ kind: SearchKind, _ id: Int, _ name: String, detail: String, links: Int) -> SearchCandidate {
        SearchCandidate(result: SearchResult(kind: kind, id: id, name: name), detail: detail, links: links)
    }
}
