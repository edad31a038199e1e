import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Load feed from cache* for a filtered query: the API's matching rules (docs/API.md, "Filters")
/// over every cached character, paged as the API pages.
@Suite(.trackingMemoryLeaks)
struct OfflineSearchUseCaseTests {
    @Test func load_filtered_deliversMatchesFromAllCachedPagesSortedByID() async throws {
        let rick = FeedCacheTestData.character(id: 30, name: "Rick Sanchez")
        let evilRick = FeedCacheTestData.character(id: 2, name: "Evil Rick")
        let sut = await makeSUT(cachedPages: [[FeedCacheTestData.character(id: 1, name: "Morty"), rick], [evilRick]])

        let result = try await sut.load(CharactersQuery(filters: CharacterFilters(name: "RICK")))

        #expect(result == CachedCharactersPage(page: CharactersPage(characters: [evilRick, rick], nextPage: nil, totalPages: 1, totalCount: 2), savedAt: fixedCurrentDate))
    }

    @Test func load_filtered_pagesMatchesTwentyPerPage() async throws {
        let matches = (1...45).map { FeedCacheTestData.character(id: $0, species: "Alien") }
        let sut = await makeSUT(cachedPages: [Array(matches[0..<20]), Array(matches[20..<40]), Array(matches[40...])])
        let alien = CharacterFilters(species: "alien")

        let second = try await sut.load(CharactersQuery(page: 2, filters: alien))?.page
        let third = try await sut.load(CharactersQuery(page: 3, filters: alien))?.page
        let fourth = try await sut.load(CharactersQuery(page: 4, filters: alien))?.page

        #expect(second == CharactersPage(characters: Array(matches[20..<40]), nextPage: 3, totalPages: 3, totalCount: 45))
        #expect(third == CharactersPage(characters: Array(matches[40...]), nextPage: nil, totalPages: 3, totalCount: 45))
        #expect(fourth == .empty)
    }

    @Test func load_filtered_deliversEmptyPageWhenNothingMatches() async throws {
        let sut = await makeSUT(cachedPages: [[FeedCacheTestData.character(id: 1, name: "Morty")]])

        #expect(try await sut.load(CharactersQuery(filters: CharacterFilters(name: "Zeep")))?.page == .empty)
    }

    @Test func load_filtered_matchesCaseInsensitiveSubstrings() async throws {
        let human = FeedCacheTestData.character(id: 1, species: "Human")
        let humanoid = FeedCacheTestData.character(id: 2, species: "Humanoid")
        let sut = await makeSUT(cachedPages: [[human, humanoid, FeedCacheTestData.character(id: 3, species: "Alien")]])

        #expect(try await sut.load(CharactersQuery(filters: CharacterFilters(species: "human")))?.page.characters == [human, humanoid])
    }

    @Test func load_filtered_maleMatchesOnlyAtTheStart() async throws {
        let male = FeedCacheTestData.character(id: 1, gender: "Male")
        let female = FeedCacheTestData.character(id: 2, gender: "Female")
        let sut = await makeSUT(cachedPages: [[male, female]])

        #expect(try await sut.load(CharactersQuery(filters: CharacterFilters(gender: "male")))?.page.characters == [male])
        #expect(try await sut.load(CharactersQuery(filters: CharacterFilters(gender: "MALE")))?.page.characters == [male])
        #expect(try await sut.load(CharactersQuery(filters: CharacterFilters(gender: "emale")))?.page.characters == [female])
    }

    @Test func load_filtered_combinesFiltersWithAnd() async throws {
        let deadRick = FeedCacheTestData.character(id: 1, name: "Rick", status: "Dead")
        let aliveRick = FeedCacheTestData.character(id: 2, name: "Rick", status: "Alive")
        let deadMorty = FeedCacheTestData.character(id: 3, name: "Morty", status: "Dead")
        let sut = await makeSUT(cachedPages: [[deadRick, aliveRick, deadMorty]])

        let result = try await sut.load(CharactersQuery(filters: CharacterFilters(name: "rick", status: "dead")))

        #expect(result?.page.characters == [deadRick])
    }

    @Test func load_filtered_deliversNoPageOnExpiredCache() async throws {
        let sut = await makeSUT(cachedPages: [[FeedCacheTestData.character(id: 1)]], savedAt: fixedCurrentDate.minusFeedCacheMaxAge())

        #expect(try await sut.load(filteredQuery) == nil)
    }

    @Test func load_filtered_deliversNoPageOnEmptyCache() async throws {
        let sut = await makeSUT(cachedPages: [])

        #expect(try await sut.load(filteredQuery) == nil)
    }

    // MARK: - Helpers

    private func makeSUT(
        cachedPages: [[FeedCharacter]],
        savedAt timestamp: Date = fixedCurrentDate,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> LocalCharactersLoader {
        let store = InMemoryResourceStore<LocalFeedCharacter>()
        let pages = cachedPages.enumerated().map { index, characters in
            localPage(
                CharactersPage(characters: characters, nextPage: nil, totalPages: cachedPages.count), number: index + 1,
                savedAt: timestamp
            )
        }
        let sut = LocalCharactersLoader(store: store, currentDate: { fixedCurrentDate })
        for page in pages { await store.insert(page) }
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
