import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// The characters a detail view's links resolve from the cache: on a page or looked up, valid
/// only, each with when it was saved.
@Suite(.trackingMemoryLeaks) struct SavedCharactersForLinksTests {
    private let day: TimeInterval = 86_400

    @Test func savedCharacters_areTheValidOnesAmongTheIDsOnPagesOrLookedUpWithTheNewestSaveTime() async throws {
        let store = InMemoryFeedStore()
        let pageSave = Date(timeIntervalSince1970: 1_000_000), lookUp = pageSave.addingTimeInterval(day)
        try await LocalCharactersLoader(store: store, currentDate: { pageSave }).save(page(ids: [1, 2]), for: CharactersQuery())
        let lookups = CachedCharacterLookup(store: store, currentDate: { lookUp })
        try await lookups.save([FeedCacheTestData.character(id: 2), FeedCacheTestData.character(id: 700)])
        let sut = CachedCharacterLookup(store: store, currentDate: { lookUp })
        trackForMemoryLeaks(sut)

        let saved = try await sut.savedCharacters(ids: [700, 2, 1, 404])

        #expect(saved.map(\.item.id) == [1, 2, 700])
        #expect(saved.map(\.savedAt) == [pageSave, lookUp, lookUp])
    }

    @Test func savedCharacters_leaveOutTheExpiredOnes() async throws {
        let store = InMemoryFeedStore()
        let pageSave = Date(timeIntervalSince1970: 1_000_000)
        try await LocalCharactersLoader(store: store, currentDate: { pageSave }).save(page(ids: [1]), for: CharactersQuery())
        try await CachedCharacterLookup(store: store, currentDate: { pageSave.addingTimeInterval(self.day) })
            .save(FeedCacheTestData.character(id: 2))
        let sut = CachedCharacterLookup(store: store, currentDate: { pageSave.addingTimeInterval(7 * self.day) })

        #expect(try await sut.savedCharacters(ids: [1, 2]).map(\.item.id) == [2])
    }

    private func page(ids: [Int]) -> CharactersPage {
        CharactersPage(characters: ids.map { FeedCacheTestData.character(id: $0) }, nextPage: nil, totalPages: 1)
    }
}
