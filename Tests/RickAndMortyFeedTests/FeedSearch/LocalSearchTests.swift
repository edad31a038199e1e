import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Search the cache*: what is valid under the 7-day rule, offline, with no side effects.
@Suite struct LocalSearchTests {
    @Test func search_onEmptyCache_saysTheCacheIsEmpty() async throws {
        let (sut, _) = makeSUT()

        let answer = try await sut.search(SearchTerms("rick"))

        #expect(answer.results == [])
        #expect(answer.cacheIsEmpty)
    }

    @Test func search_withNoMatch_saysNothingMatchedButTheCacheIsNotEmpty() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now))

        let answer = try await sut.search(SearchTerms("zzz"))

        #expect(answer.results == [])
        #expect(!answer.cacheIsEmpty)
    }

    @Test func search_withNoMatch_offersTheNearestItems() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now))
        await store.episodes.insert([ResourceTestData.localEpisode(id: 1, name: "Anatomy Park")], savedAt: Self.now)

        let answer = try await sut.search(SearchTerms("anotmoy"))
        let near = try await sut.search(SearchTerms("anatomi"))

        #expect(answer.results == [])
        #expect(answer.suggestions == [SearchResult(kind: .episode, id: 1, name: "Anatomy Park")])
        #expect(near.results.map(\.id) == [1], "one typo is a result, not a suggestion")
        #expect(near.suggestions == [])
    }

    @Test func search_findsWhatIsCachedLessThanSevenDaysAgo() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now.addingTimeInterval(-7 * 86_400 + 1)))

        let answer = try await sut.search(SearchTerms("character 2"), limit: 100)

        #expect(answer.results.prefix(2).map(\.id).sorted() == [2, 20], "both words")
        #expect(answer.results.count == 20, "one of them")
    }

    @Test func search_leavesOutWhatIsCachedExactlySevenDaysAgo() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now.addingTimeInterval(-7 * 86_400)))

        let answer = try await sut.search(SearchTerms("character"))

        #expect(answer.results == [])
        #expect(answer.cacheIsEmpty, "nothing valid is cached")
    }

    @Test func search_leavesOutWhatIsStampedMoreThanADayAhead() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now.addingTimeInterval(86_400 + 1)))

        #expect(try await sut.search(SearchTerms("character")).results == [])
    }

    @Test func search_withNoWords_searchesNothing() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now))

        let answer = try await sut.search(SearchTerms(" -*\"() "))

        #expect(answer.terms.isEmpty)
        #expect(answer.results == [])
        #expect(!answer.cacheIsEmpty)
    }

    @Test func search_limit_isKeptBetweenOneAndTheMaximum() async throws {
        let (sut, store) = makeSUT()
        for number in 1...12 { await store.characters.insert(FeedCacheTestData.localPage(number: number, savedAt: Self.now)) }

        #expect(try await sut.search(SearchTerms("character"), limit: 0).results.count == 1)
        #expect(try await sut.search(SearchTerms("character"), limit: 10_000).results.count == LocalSearch.maxLimit)
    }

    @Test func search_onlyTheKindsAsked() async throws {
        let (sut, store) = makeSUT()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: Self.now))
        await store.episodes.insert([ResourceTestData.localEpisode(id: 1, name: "Character Study")], savedAt: Self.now)

        let answer = try await sut.search(SearchTerms("character"), kinds: [.episode])

        #expect(answer.results == [SearchResult(kind: .episode, id: 1, name: "Character Study")])
    }

    @Test func searchTerms_areWordsOfLettersAndDigitsFoldedAndCapped() {
        #expect(SearchTerms("Rick Sánchez (C-137)").words == ["rick", "sanchez", "c", "137"])
        #expect(SearchTerms("ÅNGSTRÖM").words == ["angstrom"])
        #expect(SearchTerms(String(repeating: "a ", count: 50)).words.count == SearchTerms.maxWords)
    }

    private static let now = FeedCacheTestData.savedAt

    private func makeSUT() -> (LocalSearch, InMemoryFeedStore) {
        let store = InMemoryFeedStore()
        return (LocalSearch(index: store, currentDate: { Self.now }), store)
    }
}
