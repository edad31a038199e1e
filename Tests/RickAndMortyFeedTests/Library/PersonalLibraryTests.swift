import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

@Suite struct PersonalLibraryTests {
    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func setFavorite_addsTheCharacterWithTheCurrentDate() async throws {
        let (sut, _) = makeSUT()

        let changed = try await sut.setFavorite(true, characterID: 1)

        #expect(changed)
        #expect(try await sut.favorites() == [LibraryEntry(id: 1, addedAt: now)])
        #expect(try await sut.watchedEpisodes() == [])
    }

    @Test func setFavorite_twice_isIdempotentAndKeepsTheFirstDate() async throws {
        let clock = MovableClock(now)
        let sut = PersonalLibrary(store: InMemoryLibraryStore(), currentDate: { clock.now })
        try await sut.setFavorite(true, characterID: 1)
        clock.advance(by: 60)

        let changed = try await sut.setFavorite(true, characterID: 1)

        #expect(!changed)
        #expect(try await sut.favorites() == [LibraryEntry(id: 1, addedAt: now)])
    }

    @Test func setFavoriteFalse_removesTheCharacterAndIsIdempotent() async throws {
        let (sut, _) = makeSUT()
        try await sut.setFavorite(true, characterID: 1)

        let first = try await sut.setFavorite(false, characterID: 1)
        let second = try await sut.setFavorite(false, characterID: 1)

        #expect(first)
        #expect(!second)
        #expect(try await sut.favorites() == [])
    }

    @Test func setWatched_marksAndUnmarksTheEpisodeApartFromTheFavorites() async throws {
        let (sut, _) = makeSUT()
        try await sut.setFavorite(true, characterID: 2)

        try await sut.setWatched(true, episodeID: 2)
        #expect(try await sut.watchedEpisodes() == [LibraryEntry(id: 2, addedAt: now)])
        try await sut.setWatched(false, episodeID: 2)

        #expect(try await sut.watchedEpisodes() == [])
        #expect(try await sut.favorites() == [LibraryEntry(id: 2, addedAt: now)])
    }

    @Test(arguments: [0, -1, Int.min])
    func set_refusesAnIDThatNoItemCanHaveAndStoresNothing(id: Int) async throws {
        let (sut, store) = makeSUT()

        await #expect(throws: InvalidLibraryID(id: id)) { try await sut.setFavorite(true, characterID: id) }
        await #expect(throws: InvalidLibraryID(id: id)) { try await sut.setWatched(true, episodeID: id) }

        #expect(await store.entries(.favoriteCharacter) == [])
        #expect(await store.entries(.watchedEpisode) == [])
    }

    @Test func set_deliversTheStoresError() async throws {
        let now = now
        let sut = PersonalLibrary(store: FailingLibraryStore(), currentDate: { now })

        await #expect(throws: FailingLibraryStore.Failure.self) { try await sut.setFavorite(true, characterID: 1) }
        await #expect(throws: FailingLibraryStore.Failure.self) { try await sut.watchedEpisodes() }
    }

    private func makeSUT() -> (PersonalLibrary, InMemoryLibraryStore) {
        let store = InMemoryLibraryStore()
        let now = now
        return (PersonalLibrary(store: store, currentDate: { now }), store)
    }
}

private struct FailingLibraryStore: LibraryStore {
    struct Failure: Error {}
    func insert(_ kind: LibraryKind, id: Int, addedAt: Date) async throws -> Bool { throw Failure() }
    func remove(_ kind: LibraryKind, id: Int) async throws -> Bool { throw Failure() }
    func entries(_ kind: LibraryKind) async throws -> [LibraryEntry] { throw Failure() }
}
