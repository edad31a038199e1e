import Foundation
import RickAndMortyFeed
import Testing

/// The `ImageDataStore` contract, run against every store. Each spec takes a fresh, empty store;
/// the eviction specs need one made with `maxImageBytes: ImageDataStoreSpecs.smallCap`.
public enum ImageDataStoreSpecs {
    public static let smallCap = 100

    public static func retrieveImageData_deliversNilWhenNotFound(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(FeedCacheTestData.bytes(10), for: FeedCacheTestData.imageURL(1))

        #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(2)) == nil, sourceLocation: sourceLocation)
    }

    public static func retrieveImageData_deliversStoredDataForURL(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let data = FeedCacheTestData.bytes(10)
        try await sut.insert(data, for: FeedCacheTestData.imageURL(1))

        #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1)) == data, sourceLocation: sourceLocation)
    }

    public static func retrieveImageData_deliversLastInsertedData(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let url = FeedCacheTestData.imageURL(1)
        try await sut.insert(FeedCacheTestData.bytes(10, fill: 1), for: url)
        try await sut.insert(FeedCacheTestData.bytes(12, fill: 2), for: url)

        #expect(try await sut.retrieve(dataForURL: url) == FeedCacheTestData.bytes(12, fill: 2), sourceLocation: sourceLocation)
    }

    public static func retrieveStoredURLs_deliversOnlyTheAskedURLsThatHaveData(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let url = (1...3).map { FeedCacheTestData.imageURL($0) }
        try await sut.insert(FeedCacheTestData.bytes(10), for: url[0])
        try await sut.insert(FeedCacheTestData.bytes(10), for: url[1])

        #expect(try await sut.retrieveStoredURLs(among: [url[0], url[2]]) == [url[0]], sourceLocation: sourceLocation)
        #expect(try await sut.retrieveStoredURLs(among: []) == [], sourceLocation: sourceLocation)
    }

    /// Needs a store capped at `smallCap` bytes: asking which URLs are stored is not a use, so it
    /// does not save an image from eviction.
    public static func retrieveStoredURLs_hasNoSideEffectsOnEviction(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let url = (1...3).map { FeedCacheTestData.imageURL($0) }
        try await sut.insert(FeedCacheTestData.bytes(40), for: url[0])
        try await sut.insert(FeedCacheTestData.bytes(40), for: url[1])
        _ = try await sut.retrieveStoredURLs(among: [url[0]])

        try await sut.insert(FeedCacheTestData.bytes(40), for: url[2])

        #expect(try await sut.retrieveStoredURLs(among: Set(url)) == [url[1], url[2]], sourceLocation: sourceLocation)
    }

    public static func imageData_isIndependentOfCachedFeed(
        on sut: some HoldsCharacters & ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let data = FeedCacheTestData.bytes(10)
        let url = FeedCacheTestData.imageURL(1)
        try await sut.insert(data, for: url)

        try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
        try await sut.characters.deleteAll()

        #expect(try await sut.retrieve(dataForURL: url) == data, sourceLocation: sourceLocation)
        #expect(try await sut.characters.retrieve() == [], sourceLocation: sourceLocation)
    }

    /// Needs a store capped at `smallCap` bytes.
    public static func insertImageData_evictsLeastRecentlyUsedToStayUnderCap(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let url = (1...4).map { FeedCacheTestData.imageURL($0) }
        try await sut.insert(FeedCacheTestData.bytes(40), for: url[0])
        try await sut.insert(FeedCacheTestData.bytes(40), for: url[1])
        _ = try await sut.retrieve(dataForURL: url[0])

        try await sut.insert(FeedCacheTestData.bytes(40), for: url[2])

        #expect(try await sut.retrieve(dataForURL: url[1]) == nil, "least recently used", sourceLocation: sourceLocation)
        #expect(try await sut.retrieve(dataForURL: url[0]) != nil, "recently retrieved", sourceLocation: sourceLocation)
        #expect(try await sut.retrieve(dataForURL: url[2]) != nil, "just inserted", sourceLocation: sourceLocation)

        try await sut.insert(FeedCacheTestData.bytes(100), for: url[3])

        #expect(try await sut.retrieve(dataForURL: url[0]) == nil, sourceLocation: sourceLocation)
        #expect(try await sut.retrieve(dataForURL: url[2]) == nil, sourceLocation: sourceLocation)
        #expect(try await sut.retrieve(dataForURL: url[3]) == FeedCacheTestData.bytes(100), sourceLocation: sourceLocation)
    }

    /// Needs a store capped at `smallCap` bytes.
    public static func insertImageData_refusesDataLargerThanCapKeepingOtherImages(
        on sut: some ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let kept = FeedCacheTestData.bytes(40)
        try await sut.insert(kept, for: FeedCacheTestData.imageURL(1))

        await #expect(throws: ImageCacheError.tooLarge(bytes: smallCap + 1, limit: smallCap), sourceLocation: sourceLocation) {
            try await sut.insert(FeedCacheTestData.bytes(smallCap + 1), for: FeedCacheTestData.imageURL(2))
        }
        #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(1)) == kept, sourceLocation: sourceLocation)
        #expect(try await sut.retrieve(dataForURL: FeedCacheTestData.imageURL(2)) == nil, sourceLocation: sourceLocation)
    }
}
