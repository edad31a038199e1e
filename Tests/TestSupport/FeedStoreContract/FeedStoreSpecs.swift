import Foundation
import RickAndMortyFeed
import Testing

/// The `FeedStore` contract, written once and run against every store (memory, SQLite).
/// Each spec takes a fresh, empty store.
public enum FeedStoreSpecs {
    public static func retrieve_deliversNothingOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrievePage(number: 1) == nil, sourceLocation: sourceLocation)
    }

    public static func retrieve_hasNoSideEffectsOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
    }

    public static func retrieve_deliversEveryPageWithItsOwnTimestampSortedByNumber(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let pages = [1, 2, 3].map { FeedCacheTestData.localPage(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: $0)) }

        for page in pages.reversed() { try await sut.insert(page) }

        #expect(try await sut.retrieve() == pages, sourceLocation: sourceLocation)
    }

    public static func retrieve_hasNoSideEffectsOnNonEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = FeedCacheTestData.localPage(number: 1)
        try await sut.insert(page)

        let first = try await sut.retrieve()
        let second = try await sut.retrieve()

        #expect(first == [page], sourceLocation: sourceLocation)
        #expect(second == first, sourceLocation: sourceLocation)
    }

    public static func retrievePage_deliversThatPageOnlyOrNilWhenItIsNotCached(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let second = FeedCacheTestData.localPage(number: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 2))
        try await sut.insert(FeedCacheTestData.localPage(number: 1))
        try await sut.insert(second)

        let found = try await sut.retrievePage(number: 2)
        #expect(found == second, sourceLocation: sourceLocation)
        #expect(try await sut.retrievePage(number: 3) == nil, sourceLocation: sourceLocation)
    }

    /// The rule that keeps a full sync alive: saving page 1 again replaces page 1, nothing else.
    public static func insert_replacesOnlyThePageWithTheSameNumber(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let older = [1, 2, 3].map { FeedCacheTestData.localPage(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: 3)) }
        for page in older { try await sut.insert(page) }
        let latestFirst = FeedCacheTestData.localPage(number: 1, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))

        try await sut.insert(latestFirst)

        #expect(try await sut.retrieve() == [latestFirst, older[1], older[2]], sourceLocation: sourceLocation)
    }

    /// The API's entity tag comes back with the page, whatever it is (the store never judges
    /// it), and saving the page again without one drops the old one.
    public static func insert_keepsEachPagesEntityTagAndReplacesItWithThePage(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let tagged = FeedCacheTestData.localPage(number: 1).tagged("W/\"1-abc\"")
        let malformed = FeedCacheTestData.localPage(number: 2).tagged("not \"a\" tag\r\nX: y")
        try await sut.insert(tagged)
        try await sut.insert([malformed])

        #expect(try await sut.retrievePage(number: 1)?.entityTag == "W/\"1-abc\"", sourceLocation: sourceLocation)
        #expect(try await sut.retrieve() == [tagged, malformed], sourceLocation: sourceLocation)

        try await sut.insert(FeedCacheTestData.localPage(number: 1))
        #expect(try await sut.retrievePage(number: 1)?.entityTag == nil, sourceLocation: sourceLocation)
    }

    public static func insert_replacesAPageThatHasFewerCharactersNow(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(FeedCacheTestData.localPage(number: 42))
        let shorter = LocalCharactersPage(
            number: 42, characters: [FeedCacheTestData.localCharacter(id: 821)], nextPage: nil, totalPages: 42,
            savedAt: FeedCacheTestData.timestamp(daysAgo: 0)
        )

        try await sut.insert(shorter)

        #expect(try await sut.retrievePage(number: 42) == shorter, sourceLocation: sourceLocation)
    }

    public static func deletePages_removesTheGivenPagesOnly(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let pages = [1, 2, 3].map { FeedCacheTestData.localPage(number: $0) }
        for page in pages { try await sut.insert(page) }

        try await sut.deletePages([pages[0], pages[2]])

        #expect(try await sut.retrieve() == [pages[1]], sourceLocation: sourceLocation)
    }

    /// Validation reads, then deletes what expired: a page refreshed in between must survive it.
    public static func deletePages_keepsAPageSavedAgainSinceItWasRetrieved(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let expired = FeedCacheTestData.localPage(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 8))
        try await sut.insert(expired)
        let refreshed = FeedCacheTestData.localPage(number: 1, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 0))
        try await sut.insert(refreshed)

        try await sut.deletePages([expired])

        #expect(try await sut.retrieve() == [refreshed], sourceLocation: sourceLocation)
    }

    /// The API's "not modified": the page as retrieved takes the new timestamp, with its
    /// characters and tag; no other page changes.
    public static func restampPage_givesTheRetrievedPageTheNewTimestampOnly(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let held = FeedCacheTestData.localPage(number: 1, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)).tagged("\"v1\"")
        let other = FeedCacheTestData.localPage(number: 2, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)).tagged("\"v2\"")
        try await sut.insert([held, other])
        let now = FeedCacheTestData.timestamp(daysAgo: 0)

        try await sut.restampPage(held, savedAt: now)

        #expect(try await sut.retrieve() == [held.savedAgain(at: now), other], sourceLocation: sourceLocation)
    }

    /// The API answers a while after the page was read: a page validated away, cleared, or saved
    /// again (another timestamp, or another tag) meanwhile stays as it is now.
    public static func restampPage_leavesAPageDeletedOrSavedAgainSinceItWasRetrievedAsItIs(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let held = [1, 2, 3].map {
            FeedCacheTestData.localPage(number: $0, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)).tagged("\"v\($0)\"")
        }
        try await sut.insert(held)
        try await sut.deletePages([held[0]])
        let savedAgain = FeedCacheTestData.localPage(number: 2, nameSuffix: " (new)", savedAt: FeedCacheTestData.timestamp(daysAgo: 1))
        let retagged = held[2].tagged("\"other\"")
        try await sut.insert([savedAgain, retagged])
        let now = FeedCacheTestData.timestamp(daysAgo: 0)

        for page in held { try await sut.restampPage(page, savedAt: now) }

        #expect(try await sut.retrieve() == [savedAgain, retagged], sourceLocation: sourceLocation)
        try await sut.deleteCachedFeed()
        try await sut.restampPage(savedAgain, savedAt: now)
        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
    }

    public static func delete_hasNoSideEffectsOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
    }

    public static func delete_emptiesPreviouslyCachedFeed(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(FeedCacheTestData.localPage(number: 1))
        try await sut.insert(FeedCacheTestData.localPage(number: 2))

        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieve() == [], sourceLocation: sourceLocation)
    }

    /// Operations from many tasks at once (a web server's requests) end in one of the values written.
    public static func concurrentOperations_leaveOneWholePage(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let candidates = (0..<8).map { FeedCacheTestData.localPage(number: 1, nameSuffix: " v\($0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for page in candidates {
                group.addTask { try await sut.insert(page) }
                group.addTask { _ = try await sut.retrieve() }
            }
            try await group.waitForAll()
        }

        let pages = try await sut.retrieve()
        #expect(pages.count == 1 && candidates.contains(pages[0]), sourceLocation: sourceLocation)
    }
}
