import Foundation
import RickAndMortyFeed
import Testing

/// How a search over any store ranks and reads what was typed (`SearchIndex.search`, the core's
/// ranking over the store's candidates), run against every store: the rules in order, typos,
/// episode codes, suggestions, and prominence that follows the store's writes.
public enum SearchRankingSpecs {
    public typealias Store = SearchIndexSpecs.Store
    static let always = SearchIndexSpecs.always
    static let everything = SearchIndexSpecs.everything

    /// All the words beat some, no typo beats a typo, the name beats other fields, a whole word
    /// beats a start, a name that starts with the word beats one that does not, then the more
    /// prominent item wins, whatever its kind.
    public static func search_ranksByWordsThenTyposThenFieldThenExactnessThenProminence(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page([
            character(1, "Jerry Smith", location: "Earth", episodes: 40),
            character(2, "Zed Jerry", location: "Citadel of Ricks", episodes: 1),
            character(3, "Squanchi Wong", episodes: 40),
            character(4, "Blim Zarp", species: "Squanchy", episodes: 1),
            character(5, "Plumbuses Galore", episodes: 1),
            character(6, "Tammy Gueterman", type: "Plumbus", episodes: 40),
            character(7, "Gene Smith", episodes: 40),
            character(8, "Gene Vance", episodes: 1),
            character(9, "Cop Gene", episodes: 50),
            character(10, "Genevieve Wong", episodes: 51),
            character(11, "Pickle Rick", episodes: 51),
            character(12, "Pickle Morty", episodes: 10),
        ]))
        try await episodes.insert([
            episode(1, "Pickle Run", "S03E03", cast: 5),
            episode(2, "Pickle Park", "S03E04", cast: 10),
        ], savedAt: FeedCacheTestData.savedAt)
        let ids: (String) async throws -> [Int] = { text in
            try await sut.search(SearchTerms(text), kinds: [.character], saved: always, limit: 20).map(\.id)
        }

        #expect(try await ids("jerry citadel") == [2, 1], "all the words beat some", sourceLocation: sourceLocation)
        #expect(try await ids("squanchy") == [4, 3], "no typo beats a typo", sourceLocation: sourceLocation)
        #expect(try await ids("plumbus") == [5, 6], "the name beats other fields", sourceLocation: sourceLocation)
        #expect(try await ids("gene") == [7, 8, 9, 10], "whole words, then the name's start, then episodes", sourceLocation: sourceLocation)
        let pickles = try await sut.search(SearchTerms("pickle"), kinds: everything, saved: always, limit: 20)
        let order = pickles.map { "\($0.kind.rawValue) \($0.id)" }
        #expect(order.firstIndex(of: "episode 2") ?? 9 < order.firstIndex(of: "character 12") ?? 0, "\(order)", sourceLocation: sourceLocation)
        #expect(order.firstIndex(of: "character 11") ?? 9 < order.firstIndex(of: "episode 1") ?? 0, "\(order)", sourceLocation: sourceLocation)
    }

    /// One typo in words of 5 to 8 letters, two from 9, none below 5 or on the first letter of
    /// a short word; a word or its start, misspelled; below what is found as typed.
    public static func search_findsAWordWithinItsTyposBelowWhatIsFoundAsTyped(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page([
            character(1, "Rick Sanchez", episodes: 51),
            character(2, "Morty Smith", episodes: 51),
            character(3, "Abradolf Lincler", episodes: 1),
            character(4, "Krombopulos Michael", episodes: 1),
            character(6, "Morti Wong", episodes: 1),
        ]))
        let ids: (String) async throws -> [Int] = { text in
            try await sut.search(SearchTerms(text), kinds: everything, saved: always, limit: 20).map(\.id)
        }

        #expect(try await ids("morti") == [6, 2], "the word as typed, then a typo away", sourceLocation: sourceLocation)
        #expect(try await ids("mroty") == [2], "two neighbours swapped", sourceLocation: sourceLocation)
        #expect(try await ids("sanchex") == [1], sourceLocation: sourceLocation)
        #expect(try await ids("sanchxx") == [], "two typos in 7 letters", sourceLocation: sourceLocation)
        #expect(try await ids("rikc") == [], "4 letters", sourceLocation: sourceLocation)
        #expect(try await ids("xorty") == [], "the first letter", sourceLocation: sourceLocation)
        #expect(try await ids("krombopolus") == [4], "two in 11 letters", sourceLocation: sourceLocation)
        #expect(try await ids("lnicl") == [3], "the start of a word, misspelled", sourceLocation: sourceLocation)
        #expect(try await ids("morty smiht") == [2, 6], "a typo in each word; all the words first", sourceLocation: sourceLocation)
    }

    /// `S02E03`, `s2e3`, `S2E03`, `2x03` and "season 2 episode 3" find the episode first; `s2`
    /// and "season 2" list its season in the order of the codes.
    public static func search_readsEpisodeCodesAsPeopleWriteThem(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await episodes.insert([
            episode(1, "Pilot", "S01E01", cast: 1),
            episode(9, "Mortynight Run", "S02E01", cast: 1),
            episode(7, "A Rickle in Time", "S02E02", cast: 1),
            episode(8, "Auto Erotic Assimilation", "S02E03", cast: 1),
            episode(2, "Lawnmower Dog", "S01E02", cast: 1),
        ], savedAt: FeedCacheTestData.savedAt)
        let ids: (String) async throws -> [Int] = { text in
            try await sut.search(SearchTerms(text), kinds: everything, saved: always, limit: 20).map(\.id)
        }

        for text in ["S02E03", "s2e3", "S2E03", "2x03", "2x3", "season 2 episode 3", "s2 e3", "Season 2, Ep. 3"] {
            #expect(try await ids(text).first == 8, "\(text)", sourceLocation: sourceLocation)
        }
        #expect(try await ids("s2") == [9, 7, 8], sourceLocation: sourceLocation)
        #expect(try await ids("season 2") == [9, 7, 8], sourceLocation: sourceLocation)
        #expect(try await ids("s9e9") == [], sourceLocation: sourceLocation)
        #expect(try await sut.search(SearchTerms("s2e3"), kinds: [.character], saved: always, limit: 20) == [],
                "only the kinds asked", sourceLocation: sourceLocation)
    }

    /// "Did you mean": the items a word finds with one typo more, the nearest first; nothing
    /// for words far from every word of the index.
    public static func suggestions_areTheItemsAWordFindsWithOneTypoMore(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page([character(1, "Rick Sanchez", episodes: 51), character(5, "Jerry Smith", episodes: 46)]))
        let suggested: (String) async throws -> [Int] = { text in
            try await sut.suggestions(for: SearchTerms(text), kinds: everything, saved: always, limit: 3).map(\.id)
        }

        #expect(try await suggested("rikc") == [1], sourceLocation: sourceLocation)
        #expect(try await suggested("jery") == [5], sourceLocation: sourceLocation)
        #expect(try await suggested("sancehzz") == [1], sourceLocation: sourceLocation)
        #expect(try await suggested("zzzzzz") == [], sourceLocation: sourceLocation)
        #expect(try await suggested("ri") == [], "too short to guess", sourceLocation: sourceLocation)
    }

    /// An episode saved again with a larger cast is more prominent from then on.
    public static func search_prominenceFollowsAnItemSavedAgain(
        on sut: some Store, episodes: some ResourceStore<LocalEpisode>, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await episodes.insert([episode(1, "Pickle Run", "S03E03", cast: 2), episode(2, "Pickle Park", "S03E04", cast: 5)], savedAt: FeedCacheTestData.savedAt)
        let ids: () async throws -> [Int] = {
            try await sut.search(SearchTerms("pickle"), kinds: everything, saved: always, limit: 20).map(\.id)
        }
        #expect(try await ids() == [2, 1], sourceLocation: sourceLocation)

        try await episodes.insert([episode(1, "Pickle Run", "S03E03", cast: 9)], savedAt: FeedCacheTestData.savedAt)

        #expect(try await ids() == [1, 2], sourceLocation: sourceLocation)
    }

    /// A word saved after a search is found misspelled by the next one: what a search knows of
    /// the whole index (its words, the most links) follows every save.
    public static func search_findsATypoOfAWordSavedAfterAnEarlierSearch(
        on sut: some Store, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.characters.insert(page([character(2, "Morty Smith", episodes: 51)]))
        #expect(try await sut.search(SearchTerms("sanchex"), kinds: everything, saved: always, limit: 20) == [], sourceLocation: sourceLocation)

        try await sut.characters.insert([character(1, "Rick Sanchez", episodes: 51)], savedAt: FeedCacheTestData.savedAt)

        #expect(try await sut.search(SearchTerms("sanchex"), kinds: everything, saved: always, limit: 20).map(\.id) == [1], sourceLocation: sourceLocation)
    }

    private static func character(
        _ id: Int, _ name: String, species: String = "Human", type: String = "", location: String = "unknown", episodes: Int
    ) -> LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: "Alive", species: species, type: type, gender: "Male",
            origin: "unknown", location: location, image: nil, episodeCount: episodes
        )
    }

    private static func episode(_ id: Int, _ name: String, _ code: String, cast: Int) -> LocalEpisode {
        LocalEpisode(id: id, name: name, airDate: "", code: code, characterIDs: Array(1...cast))
    }

    private static func page(_ characters: [LocalFeedCharacter]) -> LocalCharactersPage {
        LocalCharactersPage(number: 1, characters: characters, nextPage: nil, totalPages: 1, savedAt: FeedCacheTestData.savedAt)
    }
}
