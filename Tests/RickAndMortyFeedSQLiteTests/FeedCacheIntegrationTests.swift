import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The cache use cases on real files, each step with its own store instance as separate app
/// launches would have.
@Suite(.trackingMemoryLeaks)
struct FeedCacheIntegrationTests {
    @Test func load_deliversNoPageOnEmptyCache() async throws {
        try await withTemporaryFolder { folder in
            let cached = try await makeFeedLoader(folder).load(CharactersQuery(page: 1))
            #expect(cached == nil)
        }
    }

    @Test func load_deliversPagesSavedOnASeparateInstance() async throws {
        try await withTemporaryFolder { folder in
            let first = page(1), second = page(2)
            try await makeFeedLoader(folder).save(first, for: CharactersQuery(page: 1))
            try await makeFeedLoader(folder).save(second, for: CharactersQuery(page: 2))

            let loader = makeFeedLoader(folder)
            #expect(try await loader.load(CharactersQuery(page: 1)) == CachedCharactersPage(page: first, savedAt: now))
            #expect(try await loader.load(CharactersQuery(page: 2)) == CachedCharactersPage(page: second, savedAt: now))
        }
    }

    @Test func save_replacesOnlyThatPageSavedOnASeparateInstance() async throws {
        try await withTemporaryFolder { folder in
            try await makeFeedLoader(folder).save(page(1), for: CharactersQuery(page: 1))
            try await makeFeedLoader(folder).save(page(2), for: CharactersQuery(page: 2))
            let latest = CharactersPage(characters: [FeedCacheTestData.character(id: 99)], nextPage: nil, totalPages: 1)
            let later = now.addingTimeInterval(60)

            try await makeFeedLoader(folder, now: later).save(latest, for: CharactersQuery(page: 1))

            let loader = makeFeedLoader(folder, now: later)
            #expect(try await loader.load(CharactersQuery(page: 1)) == CachedCharactersPage(page: latest, savedAt: later))
            #expect(try await loader.load(CharactersQuery(page: 2)) == CachedCharactersPage(page: page(2), savedAt: now))
        }
    }

    @Test func load_filtered_searchesPagesSavedOnASeparateInstance() async throws {
        try await withTemporaryFolder { folder in
            let rick = FeedCacheTestData.character(id: 1, name: "Rick Sanchez")
            let pickleRick = FeedCacheTestData.character(id: 265, name: "Pickle Rick")
            try await makeFeedLoader(folder).save(
                CharactersPage(characters: [rick, FeedCacheTestData.character(id: 2, name: "Morty")], nextPage: 2, totalPages: 42),
                for: CharactersQuery(page: 1))
            try await makeFeedLoader(folder).save(
                CharactersPage(characters: [pickleRick], nextPage: 15, totalPages: 42), for: CharactersQuery(page: 14))

            let result = try await makeFeedLoader(folder).load(CharactersQuery(filters: CharacterFilters(name: "rick")))

            #expect(result?.page == CharactersPage(characters: [rick, pickleRick], nextPage: nil, totalPages: 1, totalCount: 2))
        }
    }

    @Test func validateCache_doesNotDeleteRecentlySavedCache() async throws {
        try await withTemporaryFolder { folder in
            try await makeFeedLoader(folder).save(page(1), for: CharactersQuery(page: 1))

            let sixDaysLater = makeFeedLoader(folder, now: now.addingTimeInterval(6 * 86_400))
            try await sixDaysLater.validateCache()

            #expect(try await sixDaysLater.load(CharactersQuery(page: 1))?.page == page(1))
        }
    }

    @Test func validateCache_deletesCacheSavedSevenDaysAgo() async throws {
        try await withTemporaryFolder { folder in
            try await makeFeedLoader(folder).save(page(1), for: CharactersQuery(page: 1))

            try await makeFeedLoader(folder, now: now.addingTimeInterval(7 * 86_400)).validateCache()

            #expect(try await makeStore(folder).characters.retrieve() == [])
        }
    }

    @Test func validateCache_deletesCorruptFileAndStartsFreshOne() async throws {
        try await withTemporaryFolder { folder in
            try writeCorruptFile(at: storeURL(in: folder))
            await #expect(throws: (any Error).self) { try await makeFeedLoader(folder).load(CharactersQuery(page: 1)) }

            try await makeFeedLoader(folder).validateCache()

            try await makeFeedLoader(folder).save(page(1), for: CharactersQuery(page: 1))
            #expect(try await makeFeedLoader(folder).load(CharactersQuery(page: 1))?.page == page(1))
        }
    }

    @Test func loadImageData_deliversDataSavedOnASeparateInstance() async throws {
        try await withTemporaryFolder { folder in
            let image = ImageData(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x01, 0x02]), format: .jpeg)
            let url = FeedCacheTestData.imageURL(5)
            try await LocalImageDataLoader(store: makeStore(folder)).save(image, for: url)

            try await makeFeedLoader(folder).save(page(1), for: CharactersQuery(page: 1))
            try await makeFeedLoader(folder).validateCache()

            #expect(try await LocalImageDataLoader(store: makeStore(folder)).loadImageData(from: url) == image)
        }
    }

    // MARK: - Helpers

    private let now = Date(timeIntervalSince1970: 1_780_000_000)

    private func page(_ number: Int) -> CharactersPage {
        let ids = ((number - 1) * 20 + 1)...(number * 20)
        return CharactersPage(characters: ids.map { FeedCacheTestData.character(id: $0) }, nextPage: number + 1, totalPages: 42)
    }

    private func makeStore(_ folder: URL, sourceLocation: SourceLocation = #_sourceLocation) -> SQLiteFeedStore {
        let store = SQLiteFeedStore(fileURL: storeURL(in: folder))
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return store
    }

    private func makeFeedLoader(_ folder: URL, now: Date? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> LocalCharactersLoader {
        let date = now ?? self.now
        let loader = LocalCharactersLoader(store: makeStore(folder, sourceLocation: sourceLocation).characters, currentDate: { date })
        trackForMemoryLeaks(loader, sourceLocation: sourceLocation)
        return loader
    }
}
