import RickAndMortyFeed
import Testing

/// Episode codes read from the words of what was typed (`SearchTerms`), as people write them.
@Suite struct EpisodeCodeQueryTests {
    @Test(arguments: [
        "S02E03", "s2e3", "S2E03", "s02e3", "2x03", "2x3", "season 2 episode 3", "Season 2, Episode 3", "season 2 ep 3",
        "S2 E3", "s02.e03", "s2 ep3", "temporada 2 episodio 3", "Temporada 2, episódio 3",
    ])
    func anEpisode_isReadInEveryForm(text: String) {
        let code = read(text)
        #expect(code == .episode(season: 2, number: 3))
        #expect(code?.indexedCode == "s02e03")
    }

    @Test(arguments: ["s2", "S02", "season 2", "Season 2", "temporada 2"])
    func aSeason_isReadAlone(text: String) {
        let code = read(text)
        #expect(code == .season(2))
        #expect(code?.indexedCode == "s02e")
    }

    @Test func numbersPastNine_keepTheirDigits() {
        #expect(read("S3E10")?.indexedCode == "s03e10")
        #expect(read("s10e1")?.indexedCode == "s10e01")
    }

    @Test(arguments: [
        "", "s", "season", "episode 3", "e3", "sanchez", "s2e", "se3", "s0e1", "s2e0", "2x", "x3", "s2 pilot",
        "pilot s2e3", "season two", "s2e3 s2e4", "season 2 episode", "s1234", "rick 2x03",
    ])
    func anythingElse_isNotACode(text: String) {
        #expect(read(text) == nil)
    }

    private func read(_ text: String) -> EpisodeCodeQuery? {
        EpisodeCodeQuery(SearchTerms(text).words)
    }
}
