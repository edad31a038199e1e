import Foundation
import RickAndMortyFeed
import Testing

/// The `FeedStore` contract, written once and run against every store (memory, SQLite).
/// Each spec takes a fresh, empty store.
public enum FeedStoreSpecs {
    public static func retrieve_deliversNilOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieve() == nil, sourceLocation: sourceLocation)
    }

    public static func retrieve_hasNoSideEffectsOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieve() == nil, sourceLocation: sourceLocation)
        #expect(try await sut.retrieve() == nil, sourceLocation: sourceLocation)
    }

    public static func retrieve_deliversFoundValuesOnNonEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = FeedCacheTestData.localPage(number: 1)
        let timestamp = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456)

        try await sut.replaceFeed(with: page, timestamp: timestamp)

        #expect(try await sut.retrieve() == CachedFeed(pages: [page], timestamp: timestamp), sourceLocation: sourceLocation)
    }

    public static func retrieveTimestamp_deliversNilOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.retrieveTimestamp() == nil, sourceLocation: sourceLocation)
    }

    public static func retrieveTimestamp_deliversTimestampOfCachedFeedAfterLaterPages(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let timestamp = Date(timeIntervalSinceReferenceDate: 812_345_678.123_456)

        try await sut.replaceFeed(with: FeedCacheTestData.localPage(number: 1), timestamp: timestamp)
        try await sut.insert(FeedCacheTestData.localPage(number: 2))

        #expect(try await sut.retrieveTimestamp() == timestamp, sourceLocation: sourceLocation)
        try await sut.deleteCachedFeed()
        #expect(try await sut.retrieveTimestamp() == nil, "deleted", sourceLocation: sourceLocation)
    }

    public static func retrieve_hasNoSideEffectsOnNonEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let page = FeedCacheTestData.localPage(number: 1)
        let timestamp = Date()
        try await sut.replaceFeed(with: page, timestamp: timestamp)

        let first = try await sut.retrieve()
        let second = try await sut.retrieve()

        #expect(first == CachedFeed(pages: [page], timestamp: timestamp), sourceLocation: sourceLocation)
        #expect(second == first, sourceLocation: sourceLocation)
    }

    public static func replace_overridesPreviouslyCachedFeedIncludingLaterPages(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.replaceFeed(with: FeedCacheTestData.localPage(number: 1), timestamp: Date(timeIntervalSince1970: 1))
        try await sut.insert(FeedCacheTestData.localPage(number: 2))
        let latest = FeedCacheTestData.localPage(number: 1, nameSuffix: " (new)")
        let latestTimestamp = Date()

        try await sut.replaceFeed(with: latest, timestamp: latestTimestamp)

        #expect(try await sut.retrieve() == CachedFeed(pages: [latest], timestamp: latestTimestamp), sourceLocation: sourceLocation)
    }

    public static func insertPage_addsPageToCachedFeedKeepingItsTimestamp(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let pages = [1, 2, 3].map { FeedCacheTestData.localPage(number: $0) }
        let timestamp = Date()

        try await sut.replaceFeed(with: pages[0], timestamp: timestamp)
        try await sut.insert(pages[2])
        try await sut.insert(pages[1])

        #expect(try await sut.retrieve() == CachedFeed(pages: pages, timestamp: timestamp), sourceLocation: sourceLocation)
    }

    public static func insertPage_overwritesPreviouslyCachedSamePage(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = FeedCacheTestData.localPage(number: 1)
        let latestSecond = FeedCacheTestData.localPage(number: 2, nameSuffix: " (new)")
        let timestamp = Date()
        try await sut.replaceFeed(with: first, timestamp: timestamp)
        try await sut.insert(FeedCacheTestData.localPage(number: 2))

        try await sut.insert(latestSecond)

        #expect(try await sut.retrieve() == CachedFeed(pages: [first, latestSecond], timestamp: timestamp), sourceLocation: sourceLocation)
    }

    public static func insertPage_doesNothingWithoutCachedFeed(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(FeedCacheTestData.localPage(number: 2))

        #expect(try await sut.retrieve() == nil, sourceLocation: sourceLocation)
    }

    public static func delete_hasNoSideEffectsOnEmptyCache(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieve() == nil, sourceLocation: sourceLocation)
    }

    public static func delete_emptiesPreviouslyCachedFeed(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.replaceFeed(with: FeedCacheTestData.localPage(number: 1), timestamp: Date())
        try await sut.insert(FeedCacheTestData.localPage(number: 2))

        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieve() == nil, sourceLocation: sourceLocation)
    }

    /// Operations from many tasks at once (a web server's requests) end in one of the values written.
    public static func concurrentOperations_leaveOneWholeFeed(
        on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let candidates = (0..<8).map { FeedCacheTestData.localPage(number: 1, nameSuffix: " v\($0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for page in candidates {
                group.addTask { try await sut.replaceFeed(with: page, timestamp: Date()) }
                group.addTask { _ = try await sut.retrieve() }
            }
            try await group.waitForAll()
        }

        let pages = try await sut.retrieve()?.pages ?? []
        #expect(pages.count == 1 && candidates.contains(pages[0]), sourceLocation: sourceLocation)
    }
}
