import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks) struct CachedCharacterLookupTests {
    @Test func heldItems_findACharacterOnAnyCachedPageEvenWhenTheCacheExpired() async throws {
        let store = InMemoryFeedStore()
        let loader = LocalCharactersLoader(store: store, currentDate: { Date(timeIntervalSince1970: 0) })
        let sut = CachedCharacterLookup(store: store)
        trackForMemoryLeaks(sut)
        let first = page(ids: [1, 2]), second = page(ids: [21, 22])
        try await loader.save(first, for: CharactersQuery(page: 1))
        try await loader.save(second, for: CharactersQuery(page: 2))

        #expect(try await sut.heldItems(ids: [22]).first?.item == second.characters.last)
        #expect(try await sut.heldItems(ids: [1]).first?.item == first.characters.first)
    }

    @Test func heldItems_findNothingForAnUnknownIdOrAnEmptyCache() async throws {
        let store = InMemoryFeedStore()
        let sut = CachedCharacterLookup(store: store)

        let none = try await sut.heldItems(ids: [1]).first?.item

        #expect(none == nil)
    }

    @Test func save_keepsACharacterLookedUpByIDSoItIsFoundWithoutItsPage() async throws {
        let store = InMemoryFeedStore()
        let sut = CachedCharacterLookup(store: store, currentDate: { Date(timeIntervalSince1970: 0) })
        let character = makeCharacterJSON(id: 500, name: "Looked up").model

        try await sut.save(character)

        #expect(try await sut.heldItems(ids: [500]).first?.item == character)
        #expect(await store.retrieveLookedUpCharacters().map(\.savedAt) == [Date(timeIntervalSince1970: 0)])
        #expect(await store.retrieve().isEmpty, "no page is made up for it")
    }

    @Test func validateCache_deletesALookedUpCharacterOnceItIsSevenDaysOldAndKeepsAYoungerOne() async throws {
        let store = InMemoryFeedStore()
        let clock = MovableClock(Date(timeIntervalSince1970: 1_700_000_000))
        let sut = CachedCharacterLookup(store: store, currentDate: { clock.now })
        try await sut.save(makeCharacterJSON(id: 1, name: "Old").model)
        clock.advance(by: 1)
        try await sut.save(makeCharacterJSON(id: 2, name: "Younger").model)
        clock.advance(by: 7 * 86_400 - 1)

        try await sut.validateCache()

        #expect(try await sut.heldItems(ids: [1]).first?.item == nil, "exactly 7 days old is expired")
        #expect(try await sut.heldItems(ids: [2]).first?.item.name == "Younger", "one second younger is still valid")
    }

    private func page(ids: [Int]) -> CharactersPage {
        CharactersPage(
            characters: ids.map { makeCharacterJSON(id: $0, name: "Character \($0)").model },
            nextPage: nil, totalPages: 2
        )
    }
}
