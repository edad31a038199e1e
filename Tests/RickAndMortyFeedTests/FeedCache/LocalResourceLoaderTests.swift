import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// The episodes' and locations' cache use cases, under the characters' 7-day rule.
@Suite struct LocalResourceLoaderTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func load_deliversASavedPageWhileItIsLessThanSevenDaysOld() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        let page = EpisodesPage(items: [episode(1), episode(2)], nextPage: 2, totalPages: 3)
        try await makeSUT(store, at: now).save(page, for: EpisodesQuery(page: 1))

        let cached = try await makeSUT(store, at: now.addingTimeInterval(7 * 86_400 - 1)).load(EpisodesQuery(page: 1))

        #expect(cached == CachedResourcePage(page: page, savedAt: now))
    }

    @Test func load_deliversNothingOnceThePageIsSevenDaysOld() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await makeSUT(store, at: now).save(EpisodesPage(items: [episode(1)], nextPage: nil, totalPages: 1), for: EpisodesQuery())

        #expect(try await makeSUT(store, at: now.addingTimeInterval(7 * 86_400)).load(EpisodesQuery()) == nil)
    }

    @Test func save_withTheAPIsEntityTag_keepsTheTagWithThePage() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()

        try await makeSUT(store, at: now).save(EpisodesPage(items: [episode(1)], nextPage: nil, totalPages: 1), for: EpisodesQuery(), entityTag: "\"e1\"")

        #expect(await store.retrievePage(number: 1)?.entityTag == "\"e1\"")
    }

    @Test func save_doesNotSaveFilteredPages() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()

        try await makeSUT(store, at: now).save(
            EpisodesPage(items: [episode(1)], nextPage: nil, totalPages: 1), for: EpisodesQuery(filters: EpisodeFilters(name: "Pilot"))
        )

        #expect(await store.retrieve() == [])
    }

    @Test func save_aPagePastTheEnd_leavesTheCacheAsItWas() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        let sut = makeSUT(store, at: now)
        try await sut.save(EpisodesPage(items: [episode(1)], nextPage: nil, totalPages: 1), for: EpisodesQuery(page: 1))
        let before = await store.retrieve()

        try await sut.save(EpisodesPage(items: [], nextPage: nil, totalPages: 0), for: EpisodesQuery(page: 50))
        try await sut.save([(number: 51, page: EpisodesPage(items: [], nextPage: nil, totalPages: 0))])

        #expect(await store.retrieve() == before)
    }

    @Test func load_searchesTheValidPagesOfflineForAFilteredQuery() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        let sut = makeSUT(store, at: now)
        try await sut.save(EpisodesPage(items: [episode(1), episode(2, code: "S02E01")], nextPage: 2, totalPages: 2), for: EpisodesQuery(page: 1))
        try await sut.save(EpisodesPage(items: [episode(21, code: "S02E10")], nextPage: nil, totalPages: 2), for: EpisodesQuery(page: 2))

        let cached = try await sut.load(EpisodesQuery(filters: EpisodeFilters(episode: "s02")))

        #expect(cached?.page.items.map(\.id) == [2, 21])
    }

    @Test func items_deliversValidItemsByIDFromPagesAndLookupsLeavingOutUnknownAndExpiredOnes() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await makeSUT(store, at: now.addingTimeInterval(-8 * 86_400)).save([episode(9)])
        try await makeSUT(store, at: now).save([episode(51)])
        try await makeSUT(store, at: now).save(EpisodesPage(items: [episode(1)], nextPage: nil, totalPages: 1), for: EpisodesQuery())

        let items = try await makeSUT(store, at: now).items(ids: [51, 9, 1, 404])

        #expect(items.map(\.id) == [1, 51])
    }

    @Test func savedItems_deliverTheValidItemsWithWhenEachWasSaved() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        let earlier = now.addingTimeInterval(-86_400)
        try await makeSUT(store, at: now.addingTimeInterval(-8 * 86_400)).save([episode(9)])
        try await makeSUT(store, at: earlier).save([episode(51)])
        try await makeSUT(store, at: now).save([episode(2)])

        let saved = try await makeSUT(store, at: now).savedItems(ids: [51, 9, 2])

        #expect(saved.map(\.item.id) == [2, 51])
        #expect(saved.map(\.savedAt) == [now, earlier])
    }

    @Test func validateCache_deletesExpiredPagesAndItemsOnly() async throws {
        let store = InMemoryResourceStore<LocalLocation>()
        let old = makeLocationsSUT(store, at: now.addingTimeInterval(-7 * 86_400))
        try await old.save(LocationsPage(items: [location(1)], nextPage: 2, totalPages: 2), for: LocationsQuery(page: 1))
        try await old.save([location(100)])
        let fresh = makeLocationsSUT(store, at: now)
        try await fresh.save(LocationsPage(items: [location(21)], nextPage: nil, totalPages: 2), for: LocationsQuery(page: 2))

        try await fresh.validateCache()

        #expect(await store.retrieve().map(\.number) == [2])
        #expect(await store.retrieveItems().map(\.item.id) == [21])
    }

    /// A filtered page is a listing the store answers: no page, and no item besides the page's.
    @Test func load_filtered_asksForAListingAndNoPage() async throws {
        let spy = ResourceStoreSpy<LocalEpisode>()
        try await makeSUT(spy.stored, at: now).save(EpisodesPage(items: [episode(1), episode(2, code: "S02E01")], nextPage: nil, totalPages: 1), for: EpisodesQuery())

        let cached = try await makeSUT(spy, at: now).load(EpisodesQuery(filters: EpisodeFilters(episode: "s02")))

        #expect(cached == CachedResourcePage(page: EpisodesPage(items: [episode(2, code: "S02E01")], nextPage: nil, totalPages: 1, totalCount: 1), savedAt: now))
        #expect(await spy.messages == [.listing])
    }

    /// Validation reads when each page and item was saved, then deletes what expired.
    @Test func validateCache_readsNoItem() async throws {
        let spy = ResourceStoreSpy<LocalEpisode>()
        let old = makeSUT(spy.stored, at: now.addingTimeInterval(-8 * 86_400))
        try await old.save(EpisodesPage(items: [episode(1)], nextPage: nil, totalPages: 1), for: EpisodesQuery())
        try await old.save([episode(5)])
        let expiredPages = await spy.stored.retrievePageInfos()
        let expiredItems = await spy.stored.retrieveItemStamps()

        try await makeSUT(spy, at: now).validateCache()

        #expect(await spy.messages == [.retrievePageInfos, .retrieveItemStamps, .deletePages(expiredPages), .deleteItems(expiredItems)])
        #expect(await spy.stored.retrieveItems() == [])
    }

    @Test func holdsWholeResource_isTrueOnlyWhileEveryPageIsCachedAndValid() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        let page = { (number: Int) in EpisodesPage(items: [self.episode(number)], nextPage: nil, totalPages: 2) }
        try await makeSUT(store, at: now).save(page(1), for: EpisodesQuery(page: 1))
        let halfway = try await makeSUT(store, at: now).holdsWholeResource()
        try await makeSUT(store, at: now.addingTimeInterval(86_400)).save(page(2), for: EpisodesQuery(page: 2))

        #expect(!halfway)
        #expect(try await makeSUT(store, at: now.addingTimeInterval(86_400)).holdsWholeResource())
        #expect(try await makeSUT(store, at: now.addingTimeInterval(7 * 86_400)).holdsWholeResource() == false, "page 1 expired")
    }

    @Test func heldItems_deliversTheItemsHeldWhateverTheirAge() async throws {
        let store = InMemoryResourceStore<LocalEpisode>()
        try await makeSUT(store, at: now.addingTimeInterval(-30 * 86_400)).save([episode(9)])

        let held = try await makeSUT(store, at: now).heldItems(ids: [9, 10])

        #expect(held == [LocalSavedItem(item: episode(9), savedAt: now.addingTimeInterval(-30 * 86_400))])
    }

    private func makeSUT(_ store: some ResourceStore<LocalEpisode>, at date: Date) -> LocalEpisodesLoader {
        LocalEpisodesLoader(store: store, currentDate: { date })
    }

    private func makeLocationsSUT(_ store: InMemoryResourceStore<LocalLocation>, at date: Date) -> LocalLocationsLoader {
        LocalLocationsLoader(store: store, currentDate: { date })
    }

    private func episode(_ id: Int, code: String = "S01E01") -> FeedEpisode {
        FeedEpisode(id: id, name: "Episode \(id)", airDate: "December 2, 2013", code: code, characterIDs: [1, 99_999])
    }

    private func location(_ id: Int) -> FeedLocation {
        FeedLocation(id: id, name: "Location \(id)", type: "Planet", dimension: "unknown", residentIDs: [])
    }
}
