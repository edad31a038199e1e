import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing

/// Reads and ages the cache file `rmfeed` wrote, through the project's own store: a child
/// process cannot be handed a clock, so "7 days later" is made by moving the cache's timestamp.
enum CacheFile {
    /// The numbers of the cached pages, in order; `nil` when nothing is cached. Throws when the
    /// file cannot be opened or read.
    static func pageNumbers(_ url: URL) async throws -> [Int]? {
        try await SQLiteFeedStore(fileURL: url).retrieve()?.pages.map(\.number).sorted()
    }

    /// Restamps the cached feed (its first page) as saved `seconds` ago.
    static func age(_ url: URL, by seconds: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let store = SQLiteFeedStore(fileURL: url)
        let cache = try #require(try await store.retrieve(), "no cache to age", sourceLocation: sourceLocation)
        let firstPage = try #require(cache.pages.first { $0.number == 1 }, "the cache has no page 1", sourceLocation: sourceLocation)
        try await store.replaceFeed(with: firstPage, timestamp: Date().addingTimeInterval(-seconds))
    }
}

extension TimeInterval {
    static let day: TimeInterval = 86_400
}
