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
        let pages = try await SQLiteFeedStore(fileURL: url).characters.retrieve()
        return pages.isEmpty ? nil : pages.map(\.number)
    }

    /// The cached pages of episodes and of locations, each sorted by number.
    static func resourcePages(_ url: URL) async throws -> (episodes: [LocalResourcePage<LocalEpisode>], locations: [LocalResourcePage<LocalLocation>]) {
        let store = SQLiteFeedStore(fileURL: url)
        return (try await store.episodes.retrieve(), try await store.locations.retrieve())
    }

    /// Restamps every cached page (or only those in `pages`) as saved `seconds` ago.
    static func age(
        _ url: URL, by seconds: TimeInterval, pages: Set<Int>? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let store = SQLiteFeedStore(fileURL: url)
        let cached = try await store.characters.retrieve().filter { pages?.contains($0.number) ?? true }
        try #require(!cached.isEmpty, "no cached page to age", sourceLocation: sourceLocation)
        let savedAt = Date().addingTimeInterval(-seconds)
        for page in cached {
            try await store.characters.insert(LocalCharactersPage(
                number: page.number, characters: page.characters, nextPage: page.nextPage, totalPages: page.totalPages,
                savedAt: savedAt
            ))
        }
    }
}

extension TimeInterval {
    static let day: TimeInterval = 86_400
}
