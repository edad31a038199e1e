import Foundation
import RickAndMortyFeed
import Testing

/// The `CharacterListingStore` contract, written once and run against every store (memory,
/// SQLite): the whole feed or nothing, each character once, the API's filters and the links,
/// the three orders with ties by id, and pages of any size. Each spec takes a fresh, empty store.
public enum CharacterListingStoreSpecs {
    public typealias Store = HoldsCharacters & CharacterListingStore

    static let always = Date.distantPast...Date.distantFuture

    public static func listing_whenTheCachedPagesAreNotTheWholeFeed_isNil(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.characterListing(CharacterListingQuery(), saved: always) == nil, "empty", sourceLocation: sourceLocation)
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 1, totalPages: 3))
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 3, totalPages: 3))
        #expect(try await sut.characterListing(CharacterListingQuery(), saved: always) == nil, "page 2 missing", sourceLocation: sourceLocation)
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 2, totalPages: 3, savedAt: FeedCacheTestData.timestamp(daysAgo: 8)))
        let recent = FeedCacheTestData.timestamp(daysAgo: 7)...Date.distantFuture
        #expect(try await sut.characterListing(CharacterListingQuery(), saved: recent) == nil, "page 2 too old", sourceLocation: sourceLocation)

        let whole = try await sut.characterListing(CharacterListingQuery(pageSize: nil), saved: always)
        #expect(whole?.characters.map(\.id) == Array(1...60), sourceLocation: sourceLocation)
        #expect(whole?.savedAt == FeedCacheTestData.timestamp(daysAgo: 8), "the oldest page's time", sourceLocation: sourceLocation)
    }

    public static func listing_sortsByNameIgnoringCaseAndAccentsByEpisodesMostFirstOrByID_tiesByID(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page(1, [
            character(1, "rick", episodes: 3), character(2, "Álvaro", episodes: 9), character(3, "Beth", episodes: 3),
            character(4, "Rick", episodes: 51), character(5, "alan", episodes: 9), character(6, "Zeep", episodes: 1),
        ]))

        let ids: (CharacterOrder) async throws -> [Int]? = { order in
            try await sut.characterListing(CharacterListingQuery(order: order), saved: always)?.characters.map(\.id)
        }
        #expect(try await ids(.id) == [1, 2, 3, 4, 5, 6], sourceLocation: sourceLocation)
        #expect(try await ids(.name) == [5, 2, 3, 1, 4, 6], "alan, Álvaro, Beth, rick (1), Rick (4), Zeep", sourceLocation: sourceLocation)
        #expect(try await ids(.episodes) == [4, 2, 5, 1, 3, 6], sourceLocation: sourceLocation)
    }

    public static func listing_keepsOnlyMatchesOfTheFiltersAndLinks_asTheAPIMatches(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page(1, [
            character(1, "Rick Sánchez", gender: "Male", episodes: 51, episodeIDs: [1, 2], origin: 1, location: 3),
            character(2, "Morty Smith", gender: "Male", episodes: 51, episodeIDs: [1], origin: nil, location: 20),
            character(3, "Summer Smith", gender: "Female", episodes: 42, episodeIDs: [2, 6], origin: 20, location: 20),
            character(4, "Beth Smith", gender: "Female", episodes: 42, episodeIDs: [6], origin: 20, location: 20),
        ]))

        let ids: (CharacterListingQuery) async throws -> [Int]? = { query in
            try await sut.characterListing(query, saved: always)?.characters.map(\.id)
        }
        #expect(try await ids(CharacterListingQuery(originID: 20)) == [3, 4], "origin", sourceLocation: sourceLocation)
        #expect(try await ids(CharacterListingQuery(locationID: 20)) == [2, 3, 4], "location", sourceLocation: sourceLocation)
        #expect(try await ids(CharacterListingQuery(episodeID: 2)) == [1, 3], "episode", sourceLocation: sourceLocation)
        #expect(try await ids(CharacterListingQuery(filters: CharacterFilters(name: "SMITH"))) == [2, 3, 4], "name, any case", sourceLocation: sourceLocation)
        #expect(try await ids(CharacterListingQuery(filters: CharacterFilters(name: "SÁNCH"))) == [1], "any case, beyond ASCII", sourceLocation: sourceLocation)
        #expect(try await ids(CharacterListingQuery(filters: CharacterFilters(gender: "male"))) == [1, 2], "male is not Female", sourceLocation: sourceLocation)
        #expect(
            try await ids(CharacterListingQuery(filters: CharacterFilters(name: "smith"), originID: 20, order: .name)) == [4, 3],
            "all of them at once, sorted", sourceLocation: sourceLocation
        )
        #expect(try await ids(CharacterListingQuery(originID: 99)) == [], "no match is an honest empty listing", sourceLocation: sourceLocation)
    }

    public static func listing_pagesWithTheChosenSizeAndCountsEveryMatchOnce(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for number in 1...3 { try await sut.characters.insert(FeedCacheTestData.localPage(number: number, totalPages: 3)) }
        // The feed shifted between saves: character 40 is on page 2 and again, renamed, on page 3.
        let shifted = FeedCacheTestData.localPage(number: 3, totalPages: 3)
        try await sut.characters.insert(LocalCharactersPage(
            number: 3, characters: [FeedCacheTestData.localCharacter(id: 40, name: "Copy")] + shifted.characters,
            nextPage: nil, totalPages: 3, savedAt: shifted.savedAt
        ))

        let second = try await sut.characterListing(CharacterListingQuery(page: 2, pageSize: 40), saved: always)
        #expect(second?.characters.map(\.id) == Array(41...60), sourceLocation: sourceLocation)
        #expect(second?.totalCount == 60, "each character once", sourceLocation: sourceLocation)
        let first = try await sut.characterListing(CharacterListingQuery(pageSize: 40), saved: always)
        #expect(first?.characters.map(\.id) == Array(1...40), sourceLocation: sourceLocation)
        #expect(first?.characters.last?.name == "Copy", "one character per id, as it was last saved", sourceLocation: sourceLocation)
        let past = try await sut.characterListing(CharacterListingQuery(page: 4, pageSize: 20), saved: always)
        #expect(past?.characters == [], sourceLocation: sourceLocation)
        #expect(past?.totalCount == 60, sourceLocation: sourceLocation)
    }

    private static func character(
        _ id: Int, _ name: String, gender: String = "Male", episodes: Int,
        episodeIDs: [Int] = [], origin: Int? = nil, location: Int? = nil
    ) -> LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: "Alive", species: "Human", type: "", gender: gender, origin: "", location: "",
            image: nil, episodeCount: episodes, episodeIDs: episodeIDs, originID: origin, locationID: location
        )
    }

    private static func page(_ number: Int, _ characters: [LocalFeedCharacter]) -> LocalCharactersPage {
        LocalCharactersPage(number: number, characters: characters, nextPage: nil, totalPages: 1, savedAt: FeedCacheTestData.savedAt)
    }
}
