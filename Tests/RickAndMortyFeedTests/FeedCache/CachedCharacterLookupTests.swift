import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct CachedCharacterLookupTests {
    @Test func character_findsACharacterOnAnyCachedPageEvenWhenTheCacheExpired() async throws {
        let store = InMemoryFeedStore()
        let loader = LocalCharactersLoader(store: store, currentDate: { Date(timeIntervalSince1970: 0) })
        let sut = CachedCharacterLookup(store: store)
        trackForMemoryLeaks(sut)
        let first = page(ids: [1, 2]), second = page(ids: [21, 22])
        try await loader.save(first, for: CharactersQuery(page: 1))
        try await loader.save(second, for: CharactersQuery(page: 2))

        #expect(try await sut.character(id: 22) == second.characters.last)
        #expect(try await sut.character(id: 1) == first.characters.first)
    }

    @Test func character_findsNothingForAnUnknownIdOrAnEmptyCache() async throws {
        let store = InMemoryFeedStore()
        let sut = CachedCharacterLookup(store: store)

        let none = try await sut.character(id: 1)

        #expect(none == nil)
    }

    private func page(ids: [Int]) -> CharactersPage {
        CharactersPage(
            characters: ids.map { makeCharacterJSON(id: $0, name: "Character \($0)").model },
            nextPage: nil, totalPages: 2
        )
    }
}
