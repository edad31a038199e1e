import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite
import Testing
import TestSupport

/// The resource store contract on the file store: the three resources share the file, each in
/// its own table.
@Suite(.trackingMemoryLeaks)
struct SQLiteResourceStoreTests {
    @Test func characters_followTheStoreContract() async throws {
        try await ResourceStoreSpecs.runAll { spec in try await withCharacters(spec) }
    }

    @Test func characters_answerListings() async throws {
        try await ListingSpecs.runAll { spec in try await withCharacters(spec) }
    }

    @Test func episodes_followTheStoreContract() async throws {
        try await ResourceStoreSpecs.runAll { spec in try await withEpisodes(spec) }
    }

    @Test func locations_followTheStoreContract() async throws {
        try await ResourceStoreSpecs.runAll { spec in try await withLocations(spec) }
    }

    @Test func episodes_answerListings() async throws {
        try await ListingSpecs.runAll { spec in try await withEpisodes(spec) }
    }

    @Test func locations_answerListings() async throws {
        try await ListingSpecs.runAll { spec in try await withLocations(spec) }
    }

    @Test func locations_roundTripWithThousandsOfResidents() async throws {
        try await withLocations { try await ResourceStoreSpecs.locations_roundTripWithThousandsOfResidents(on: $0) }
    }

    @Test func episodesAndLocations_areKeptApartFromEachOtherAndFromTheCharacters() async throws {
        try await withTemporaryFolder { folder in
            let sut = makeSUT(storeURL(in: folder))
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
            try await sut.episodes.insert(ResourceTestData.episodesPage(number: 1))

            try await sut.locations.deleteAll()
            try await sut.characters.deleteAll()

            #expect(try await sut.episodes.retrieve() == [ResourceTestData.episodesPage(number: 1)])
            #expect(try await sut.locations.retrieve() == [])
            #expect(try await sut.characters.retrieve() == [])
            let statistics = try await sut.statistics()
            #expect(statistics.episodeCount == 20 && statistics.locationCount == 0, "each resource counted from its own table")
        }
    }

    /// `rmfeed cache info`: per resource its items, its pages and its oldest page's timestamp.
    @Test func statistics_countsEachResourcesItemsAndPagesAndDatesItsOldestPage() async throws {
        try await withTemporaryFolder { folder in
            let sut = makeSUT(storeURL(in: folder))
            let oldest = FeedCacheTestData.savedAt
            try await sut.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: oldest.addingTimeInterval(30)))
            try await sut.episodes.insert(ResourceTestData.episodesPage(number: 1, savedAt: oldest.addingTimeInterval(60)))
            try await sut.episodes.insert(ResourceTestData.episodesPage(number: 2, savedAt: oldest))
            try await sut.locations.insert([ResourceTestData.localLocation(id: 9)], savedAt: oldest)

            let statistics = try await sut.statistics()

            #expect(statistics.characters == ResourceCacheStatistics(count: 20, pages: 1, timestamp: oldest.addingTimeInterval(30)))
            #expect(statistics.episodes == ResourceCacheStatistics(count: 40, pages: 2, timestamp: oldest))
            #expect(statistics.locations == ResourceCacheStatistics(count: 1, pages: 0, timestamp: nil), "looked up by id, no page")
        }
    }

    @Test func episodesAndLocations_surviveReopeningTheFile() async throws {
        try await withTemporaryFolder { folder in
            let page = ResourceTestData.episodesPage(number: 2)
            try await makeSUT(storeURL(in: folder)).episodes.insert(page)

            #expect(try await makeSUT(storeURL(in: folder)).episodes.retrieve() == [page])
            #expect(try await makeSUT(storeURL(in: folder)).statistics().episodeCount == 20)
        }
    }

    private func withCharacters(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (SQLiteResourceStore<LocalFeedCharacter>) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in try await body(makeSUT(storeURL(in: folder), sourceLocation: sourceLocation).characters) }
    }

    private func withEpisodes(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (SQLiteResourceStore<LocalEpisode>) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in try await body(makeSUT(storeURL(in: folder), sourceLocation: sourceLocation).episodes) }
    }

    private func withLocations(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (SQLiteResourceStore<LocalLocation>) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in try await body(makeSUT(storeURL(in: folder), sourceLocation: sourceLocation).locations) }
    }
}
