import Foundation
import RickAndMortyFeed
import Testing

/// The mirror's answers from the cache: only what the valid cache holds in whole, each one a
/// query on the store, never a read of every page.
@Suite struct CacheAnswersTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func everyAnswer_isAQueryOnTheStore_neverAReadOfEveryPage() async throws {
        let store = ResourceStoreSpy<LocalEpisode>()
        try await store.stored.insert(wholeResource(savedAt: now))
        let sut = makeSUT(store, at: now)

        #expect(try await sut.page(EpisodesQuery(page: 2))?.items.map(\.id) == [3, 4])
        #expect(try await sut.page(EpisodesQuery(page: 9)) == .empty)
        #expect(try await sut.page(EpisodesQuery(filters: EpisodeFilters(name: "episode 3")))?.items.map(\.id) == [3])
        #expect(try await sut.fallbackPage(EpisodesQuery(page: 1))?.items.map(\.id) == [1, 2])
        #expect(try await sut.fallbackPage(EpisodesQuery(filters: EpisodeFilters(name: "episode 1")))?.items.map(\.id) == [1])

        let messages = await store.messages
        #expect(!messages.contains(.retrieve), "\(messages)")
    }

    @Test func page_isNotAnsweredOnceTheCacheIsSevenDaysOld() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await store.insert(wholeResource(savedAt: now))
        let sut = makeSUT(store, at: now.addingTimeInterval(7 * 86_400))

        #expect(try await sut.page(EpisodesQuery(page: 1)) == nil)
        #expect(try await sut.page(EpisodesQuery(page: 9)) == nil)
        #expect(try await sut.page(EpisodesQuery(filters: EpisodeFilters(name: "episode"))) == nil)
        #expect(try await sut.fallbackPage(EpisodesQuery(page: 1)) == nil)
        #expect(try await sut.fallbackPage(EpisodesQuery(filters: EpisodeFilters(name: "episode"))) == nil)
    }

    @Test func page_withAnItemWithoutCreated_isNotAnswered() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await store.insert(wholeResource(savedAt: now, withoutCreated: [4]))
        let sut = makeSUT(store, at: now)

        #expect(try await sut.page(EpisodesQuery(page: 2)) == nil)
        #expect(try await sut.page(EpisodesQuery(filters: EpisodeFilters(name: "episode 4"))) == nil)
        #expect(try await sut.page(EpisodesQuery(page: 1))?.items.map(\.id) == [1, 2])
    }

    @Test func filteredQueryAndPagePastTheEnd_areAnsweredOnlyFromTheWholeResource_elseFallBack() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await store.insert(Array(wholeResource(savedAt: now).dropLast()))
        let sut = makeSUT(store, at: now)
        let filtered = EpisodesQuery(filters: EpisodeFilters(name: "episode 1"))

        #expect(try await sut.page(filtered) == nil)
        #expect(try await sut.page(EpisodesQuery(page: 9)) == nil)
        #expect(try await sut.fallbackPage(filtered)?.items.map(\.id) == [1])
    }

    @Test func page_cachedWithoutItsItemCount_isCountedFromTheWholeResource() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await store.insert(wholeResource(savedAt: now, totalCount: nil))
        let sut = makeSUT(store, at: now)

        #expect(try await sut.page(EpisodesQuery(page: 3))?.totalCount == 5)
        await store.deletePages([LocalPageInfo(number: 1, totalPages: 3, savedAt: now)])
        #expect(try await sut.page(EpisodesQuery(page: 3)) == nil)
    }

    private func makeSUT(_ store: some ResourceStore<LocalEpisode>, at date: Date) -> CacheAnswers<LocalEpisode, EpisodeFilters> {
        CacheAnswers(store: store, currentDate: { date })
    }

    /// Episodes 1...5 on three pages of two.
    private func wholeResource(savedAt: Date, totalCount: Int? = 5, withoutCreated: Set<Int> = []) -> [LocalResourcePage<LocalEpisode>] {
        (1...3).map { number in
            let items = Array((number * 2 - 1)...min(5, number * 2)).map { id in
                LocalEpisode(
                    id: id, name: "Episode \(id)", airDate: "December 2, 2013", code: "S01E0\(id)", characterIDs: [1],
                    created: withoutCreated.contains(id) ? nil : "2017-11-10T12:56:33.798Z"
                )
            }
            return LocalResourcePage(
                number: number, items: items, nextPage: number < 3 ? number + 1 : nil, totalPages: 3, savedAt: savedAt, totalCount: totalCount
            )
        }
    }
}
