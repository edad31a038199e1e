import Foundation
import RickAndMortyFeed
import Testing

/// The `SearchIndex` contract, written once and run against every store (memory, SQLite): what
/// is cached is found by the first letters of its words, whatever the case and accents, and the
/// index follows every store operation. Each spec takes a fresh, empty store and its episodes'
/// and locations' stores.
public enum SearchIndexSpecs {
    public typealias Store = HoldsCharacters & SearchIndex

    /// Wide enough for every test timestamp.
    public static let always = Date.distantPast...Date.distantFuture
    public static let everything = Set(SearchKind.allCases)

    public static func search_onEmptyCache_findsNothingAndHasNoEntries(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(try await sut.search(SearchTerms("rick"), kinds: everything, saved: always, limit: 20) == [], sourceLocation: sourceLocation)
        #expect(try await !sut.hasEntries(kinds: everything, saved: always), sourceLocation: sourceLocation)
    }

    /// Every character field the index holds (name, species, type, origin, location), by prefix,
    /// case and accents aside; an item with every word ranks above one with some.
    public static func search_findsCharactersByThePrefixOfAnyIndexedWordIgnoringCaseAndAccents(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page(characters: [
            character(1, "Rick Sánchez", species: "Human", type: "", origin: "Earth (C-137)", location: "Citadel of Ricks"),
            character(2, "Morty Smith", species: "Human", type: "", origin: "unknown", location: "Earth (Replacement Dimension)"),
            character(3, "Abradolf Lincler", species: "Humanoid", type: "Genetic experiment", origin: "Earth (Replacement Dimension)", location: "Testicle Monster Dimension"),
        ]))

        let ids: (String) async throws -> [Int] = { text in
            try await sut.search(SearchTerms(text), kinds: [.character], saved: always, limit: 20).map(\.id).sorted()
        }
        #expect(try await ids("sanchez") == [1], "accents aside", sourceLocation: sourceLocation)
        #expect(try await ids("SÁNCH") == [1], "a prefix, any case", sourceLocation: sourceLocation)
        #expect(try await ids("huma") == [1, 2, 3], "species", sourceLocation: sourceLocation)
        #expect(try await ids("genetic") == [3], "type", sourceLocation: sourceLocation)
        #expect(try await ids("c-137") == [1], "origin, its words split at the hyphen", sourceLocation: sourceLocation)
        #expect(try await ids("citadel") == [1], "location", sourceLocation: sourceLocation)
        #expect(try await ids("morty replacement") == [2, 3], "some of the words", sourceLocation: sourceLocation)
        let both = try await sut.search(SearchTerms("morty replacement"), kinds: [.character], saved: always, limit: 20)
        #expect(both.first?.id == 2, "every word first", sourceLocation: sourceLocation)
        #expect(try await ids("ick") == [], "the start of a word only", sourceLocation: sourceLocation)
    }

    public static func search_findsEpisodesByNameAndCodeAndLocationsByNameTypeAndDimension(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, locations: some ResourceStore<LocalLocation>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await episodes.insert([
            LocalEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1]),
            LocalEpisode(id: 28, name: "The Ricklantis Mixup", airDate: "September 10, 2017", code: "S03E07", characterIDs: []),
        ], savedAt: FeedCacheTestData.savedAt)
        try await locations.insert([
            LocalLocation(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown", residentIDs: []),
            LocalLocation(id: 20, name: "Earth (Replacement Dimension)", type: "Planet", dimension: "Replacement Dimension", residentIDs: []),
        ], savedAt: FeedCacheTestData.savedAt)

        let found: (String) async throws -> [SearchResult] = { text in
            try await sut.search(SearchTerms(text), kinds: everything, saved: always, limit: 20).sorted { $0.id < $1.id }
        }
        #expect(try await found("pilot") == [SearchResult(kind: .episode, id: 1, name: "Pilot")], sourceLocation: sourceLocation)
        #expect(try await found("s03e07") == [SearchResult(kind: .episode, id: 28, name: "The Ricklantis Mixup")], sourceLocation: sourceLocation)
        #expect(try await found("station") == [SearchResult(kind: .location, id: 3, name: "Citadel of Ricks")], sourceLocation: sourceLocation)
        #expect(try await found("planet").map(\.id) == [20], "type", sourceLocation: sourceLocation)
        #expect(try await found("replacement").map(\.id) == [20], "name and dimension: one result", sourceLocation: sourceLocation)
        let ricks = try await sut.search(SearchTerms("ricks"), kinds: everything, saved: always, limit: 20)
        #expect(ricks.map(\.kind) == [.location, .episode], "the word, then the start of one a typo away", sourceLocation: sourceLocation)
        #expect(try await sut.search(SearchTerms("ric"), kinds: [.episode], saved: always, limit: 20).map(\.id) == [28],
                "only the kinds asked", sourceLocation: sourceLocation)
    }

    /// A word of the name counts more than the same word elsewhere.
    public static func search_ranksAMatchInTheNameAboveAMatchElsewhere(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page(characters: [
            character(5, "Jerry Smith", species: "Human", type: "", origin: "Earth (Replacement Dimension)", location: "Earth (Replacement Dimension)"),
            character(6, "Cronenberg Earth Guy", species: "Cronenberg", type: "", origin: "Cronenberg Earth", location: "Cronenberg Earth"),
            character(7, "Summer Smith", species: "Human", type: "", origin: "Earth (C-137)", location: "Earth (Replacement Dimension)"),
        ]))

        let results = try await sut.search(SearchTerms("earth"), kinds: everything, saved: always, limit: 20)

        #expect(results.first?.id == 6, "\(results)", sourceLocation: sourceLocation)
        #expect(Set(results.map(\.id)) == [5, 6, 7], sourceLocation: sourceLocation)
    }

    /// Each item once, even when it is saved twice (with a page and looked up by id); at most `limit`.
    public static func search_findsAnItemOnceAndAtMostLimitResults(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
        try await sut.characters.insert([FeedCacheTestData.localCharacter(id: 3)], savedAt: FeedCacheTestData.savedAt)

        let all = try await sut.search(SearchTerms("character"), kinds: everything, saved: always, limit: 100)
        let three = try await sut.search(SearchTerms("character"), kinds: everything, saved: always, limit: 3)

        #expect(all.map(\.id).sorted() == Array(1...20), sourceLocation: sourceLocation)
        #expect(three.count == 3, sourceLocation: sourceLocation)
    }

    /// Only items saved in the range are found, each by its own timestamp (a page's for its
    /// characters).
    public static func search_findsOnlyWhatWasSavedInTheRange(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let old = FeedCacheTestData.timestamp(daysAgo: 8)
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 1, savedAt: old))
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 2))
        try await sut.characters.insert([FeedCacheTestData.localCharacter(id: 500)], savedAt: old)
        try await episodes.insert([ResourceTestData.localEpisode(id: 1)], savedAt: old)
        let recent = FeedCacheTestData.timestamp(daysAgo: 1)...FeedCacheTestData.savedAt

        let found = try await sut.search(SearchTerms("character"), kinds: everything, saved: recent, limit: 100)

        #expect(found.map(\.id).sorted() == Array(21...40), sourceLocation: sourceLocation)
        #expect(try await sut.search(SearchTerms("episode"), kinds: everything, saved: recent, limit: 100) == [], sourceLocation: sourceLocation)
        #expect(try await sut.hasEntries(kinds: [.character], saved: recent), sourceLocation: sourceLocation)
        #expect(try await !sut.hasEntries(kinds: [.episode], saved: recent), sourceLocation: sourceLocation)
    }

    /// A page the API said was not modified is found under its new timestamp, characters and
    /// episodes alike, and no longer under the old one.
    public static func search_followsARestampedPage(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let old = FeedCacheTestData.timestamp(daysAgo: 8)
        let characters = FeedCacheTestData.localPage(number: 1, savedAt: old).tagged("\"c1\"")
        let episodesPage = ResourceTestData.episodesPage(number: 1, savedAt: old).tagged("\"e1\"")
        try await sut.characters.insert(characters)
        try await episodes.insert(episodesPage)
        let now = FeedCacheTestData.savedAt

        try await sut.characters.restampPage(characters, savedAt: now)
        try await episodes.restampPage(episodesPage, savedAt: now)

        let ids: (SearchKind, ClosedRange<Date>) async throws -> [Int] = { kind, saved in
            try await sut.search(SearchTerms(kind == .character ? "character" : "episode"), kinds: [kind], saved: saved, limit: 100).map(\.id).sorted()
        }
        #expect(try await ids(.character, now...now) == Array(1...20), sourceLocation: sourceLocation)
        #expect(try await ids(.episode, now...now) == Array(1...20), sourceLocation: sourceLocation)
        #expect(try await ids(.character, old...old) == [], sourceLocation: sourceLocation)
        #expect(try await ids(.episode, old...old) == [], sourceLocation: sourceLocation)
    }

    /// A replaced page, deleted pages, a deleted looked-up character, deleted items and a clear
    /// all show in the next search.
    public static func search_followsEveryReplaceAndDelete(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, clear: () async throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let ids: (String) async throws -> [Int] = { text in
            try await sut.search(SearchTerms(text), kinds: everything, saved: always, limit: 100).map(\.id).sorted()
        }
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 1))
        try await sut.characters.insert(FeedCacheTestData.localPage(number: 1, nameSuffix: " Renamed"))
        #expect(try await ids("renamed") == Array(1...20), "the replacing page", sourceLocation: sourceLocation)

        try await sut.characters.insert(FeedCacheTestData.localPage(number: 2))
        try await sut.characters.deletePages(try await sut.characters.retrievePageInfos().filter { $0.number == 1 })
        try await sut.characters.deleteItems(try await sut.characters.retrieveItems(ids: Array(1...20)).map(\.stamp))
        #expect(try await ids("renamed") == [], "a deleted page's deleted items", sourceLocation: sourceLocation)
        #expect(try await ids("character") == Array(21...40), sourceLocation: sourceLocation)

        try await sut.characters.insert([FeedCacheTestData.localCharacter(id: 700, name: "Squanchy")], savedAt: FeedCacheTestData.savedAt)
        try await sut.characters.insert([FeedCacheTestData.localCharacter(id: 700, name: "Birdperson")], savedAt: FeedCacheTestData.savedAt)
        #expect(try await ids("squanchy") == [], "a looked-up character saved again", sourceLocation: sourceLocation)
        try await sut.characters.deleteItems(try await sut.characters.retrieveItems(ids: [700]).map(\.stamp))
        #expect(try await ids("birdperson") == [], "a deleted looked-up character", sourceLocation: sourceLocation)

        try await episodes.insert(ResourceTestData.episodesPage(number: 1))
        try await episodes.insert([ResourceTestData.localEpisode(id: 3, name: "Anatomy Park")], savedAt: FeedCacheTestData.savedAt)
        #expect(try await ids("anatomy") == [3], "an item saved again", sourceLocation: sourceLocation)
        try await episodes.deleteItems(try await episodes.retrieveItems(ids: [3]).map(\.stamp))
        #expect(try await ids("anatomy") == [], "a deleted item", sourceLocation: sourceLocation)

        try await clear()
        #expect(try await ids("character") == [], "a clear", sourceLocation: sourceLocation)
        #expect(try await ids("episode") == [], sourceLocation: sourceLocation)
        #expect(try await !sut.hasEntries(kinds: everything, saved: always), sourceLocation: sourceLocation)
    }

    private static func character(
        _ id: Int, _ name: String, species: String, type: String, origin: String, location: String
    ) -> LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: "Alive", species: species, type: type, gender: "Male",
            origin: origin, location: location, image: nil, episodeCount: 1
        )
    }

    private static func page(characters: [LocalFeedCharacter]) -> LocalCharactersPage {
        LocalCharactersPage(number: 1, characters: characters, nextPage: nil, totalPages: 1, savedAt: FeedCacheTestData.savedAt)
    }
}
