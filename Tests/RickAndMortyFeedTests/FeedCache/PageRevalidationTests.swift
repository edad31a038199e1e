import Foundation
import RickAndMortyFeed
import Testing
import TestSupport

/// *Load page from remote, revalidating the cache* (`PageRevalidation`) over a real store in
/// memory and a spy of the HTTP client.
@Suite(.trackingMemoryLeaks) struct PageRevalidationTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private let rick = makeCharacterJSON(id: 1)

    @Test func load_aHeldTaggedPage_sendsItsTag_andOn304SavesTheSamePageAgainAsFresh() async throws {
        let store = InMemoryFeedStore()
        let held = LocalCharactersPage(
            number: 1, items: [LocalFeedCharacter(rick.model)], nextPage: 2, totalPages: 42,
            savedAt: now.addingTimeInterval(-8 * 86_400), totalCount: 826, entityTag: "\"v1\""
        )
        await store.characters.insert(held)
        let (sut, client) = try makeSUT(store: store, answer: HTTPResponse(statusCode: 304, headers: ["ETag": "\"v1\""], body: Data()))

        let page = try await sut.load(CharactersQuery(page: 1)) { Issue.record($0) }

        #expect(client.requests.map(\.ifNoneMatch) == ["\"v1\""])
        #expect(page == ResourcePage(items: [rick.model], nextPage: 2, totalPages: 42, totalCount: 826))
        #expect(await store.characters.retrievePage(number: 1) == held.savedAgain(at: now))
    }

    @Test func load_noHeldPage_sendsNoTag_andSavesThePageWithTheAPIsTag() async throws {
        let store = InMemoryFeedStore()
        let (sut, client) = try makeSUT(store: store, answer: HTTPResponse(statusCode: 200, headers: ["ETag": "W/\"v2\""], body: makePageJSON([rick.json])))

        _ = try await sut.load(CharactersQuery(page: 1)) { Issue.record($0) }

        #expect(client.requests.map(\.ifNoneMatch) == [nil])
        let saved = await store.characters.retrievePage(number: 1)
        #expect(saved?.entityTag == "W/\"v2\"" && saved?.savedAt == now && saved?.items.map(\.id) == [1])
    }

    @Test func load_aChangedPage_replacesTheHeldPageAndItsTag_andATagTooLongToKeepIsDropped() async throws {
        let store = InMemoryFeedStore()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1).tagged("\"v1\""))
        let longTag = "\"" + String(repeating: "a", count: 300) + "\""
        let (sut, client) = try makeSUT(store: store, answer: HTTPResponse(statusCode: 200, headers: ["ETag": longTag], body: makePageJSON([rick.json])))

        _ = try await sut.load(CharactersQuery(page: 1)) { Issue.record($0) }

        #expect(client.requests.map(\.ifNoneMatch) == ["\"v1\""])
        let saved = await store.characters.retrievePage(number: 1)
        #expect(saved?.entityTag == nil && saved?.items.map(\.id) == [1])
    }

    @Test func load_a304ToARequestThatCarriedNoTag_isInvalidData_andSavesNothing() async throws {
        let store = InMemoryFeedStore()
        let untagged = FeedCacheTestData.localPage(number: 1)
        await store.characters.insert(untagged)
        let (sut, _) = try makeSUT(store: store, answer: HTTPResponse(statusCode: 304, body: Data()))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load(CharactersQuery(page: 1)) { Issue.record($0) }
        }
        #expect(await store.characters.retrieve() == [untagged])
    }

    @Test func load_aFilteredQuery_sendsNoTag_andSavesNothing() async throws {
        let store = InMemoryFeedStore()
        await store.characters.insert(FeedCacheTestData.localPage(number: 1).tagged("\"v1\""))
        let (sut, client) = try makeSUT(store: store, answer: HTTPResponse(statusCode: 200, headers: ["ETag": "\"f\""], body: makePageJSON([rick.json])))

        _ = try await sut.load(CharactersQuery(page: 1, filters: CharacterFilters(name: "rick"))) { Issue.record($0) }

        #expect(client.requests.map(\.ifNoneMatch) == [nil])
        #expect(await store.characters.retrievePage(number: 1)?.entityTag == "\"v1\"")
    }

    /// The API answers a while after the held page was read: whatever the cache went through
    /// meanwhile (cleared, validated away, saved again by a sync) is not undone by the 304.
    @Test func load_on304_leavesAPageClearedOrSavedAgainWhileTheAPIWasAsked() async throws {
        let tagged = LocalCharactersPage(
            number: 1, items: [LocalFeedCharacter(rick.model)], nextPage: 2, totalPages: 42,
            savedAt: now.addingTimeInterval(-8 * 86_400), totalCount: 826, entityTag: "\"v1\""
        )
        let savedBySync = FeedCacheTestData.localPage(number: 1, savedAt: now.addingTimeInterval(-60))
        let notModified = HTTPResponse(statusCode: 304, headers: ["ETag": "\"v1\""], body: Data())
        for (meanwhile, after) in [(nil, [LocalCharactersPage]()), (savedBySync, [savedBySync])] {
            let store = InMemoryFeedStore()
            await store.characters.insert(tagged)
            let (sut, _) = try makeSUT(store: store, answer: notModified) { store in
                await store.characters.deleteAll()
                if let meanwhile { await store.characters.insert(meanwhile) }
            }

            let page = try await sut.load(CharactersQuery(page: 1)) { Issue.record($0) }

            #expect(page.items.map(\.id) == [1])
            #expect(await store.characters.retrieve() == after)
        }
    }

    /// `whileAsking`: what happens to the store after the held page is read, before the API answers.
    private func makeSUT(
        store: InMemoryFeedStore, answer: HTTPResponse,
        whileAsking: @escaping @Sendable (InMemoryFeedStore) async -> Void = { _ in }
    ) throws -> (PageRevalidation<LocalFeedCharacter, CharacterFilters>, HTTPClientSpy) {
        let client = HTTPClientSpy(answer: .response(answer))
        let remote = try RemoteResourceLoader(resource: .characters, baseURL: anyURL(), client: client)
        let now = self.now
        let cache = CacheWhileAsking(cache: LocalCharactersLoader(store: store.characters, currentDate: { now }), store: store, whileAsking: whileAsking)
        return (PageRevalidation(remote: remote, cache: cache), client)
    }
}

/// The real cache, with something done to its store between reading the held page and the
/// API's answer, as another request or process would.
private struct CacheWhileAsking: RevalidatedPages {
    let cache: LocalCharactersLoader
    let store: InMemoryFeedStore
    let whileAsking: @Sendable (InMemoryFeedStore) async -> Void

    func heldPage(number: Int) async throws -> LocalCharactersPage? {
        let held = try await cache.heldPage(number: number)
        await whileAsking(store)
        return held
    }

    func save(_ page: CharactersPage, for query: CharactersQuery, entityTag: String?) async throws {
        try await cache.save(page, for: query, entityTag: entityTag)
    }

    func restamp(_ page: LocalCharactersPage) async throws {
        try await cache.restamp(page)
    }
}
