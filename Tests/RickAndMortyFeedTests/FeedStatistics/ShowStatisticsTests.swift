import RickAndMortyFeed
import Testing

/// *Count the show*: the figures of `/stats` and `rmfeed stats`, made from what the cache holds.
@Suite struct ShowStatisticsTests {
    @Test func fieldCounts_areMostFirstWithTiesInTheValuesOrder() {
        let statistics = make(characters: [
            character(1, status: "Alive", species: "Human"), character(2, status: "Dead", species: "Alien"),
            character(3, status: "Alive", species: "Alien"), character(4, status: "unknown", species: "Robot"),
        ])

        #expect(statistics.status.map(\.value) == ["Alive", "Dead", "unknown"])
        #expect(statistics.status.map(\.count) == [2, 1, 1])
        #expect(statistics.species.map(\.value) == ["Alien", "Human", "Robot"])
        #expect(statistics.gender == [.init(value: "Male", count: 4)])
        #expect(statistics.characterCount == 4)
    }

    @Test func seasons_groupEpisodesByTheirCodesInOrder_withEachCastAndTheSeasonsDistinctCast() {
        let statistics = make(episodes: [
            episode(12, code: "S02E01", cast: [1, 2, 3]), episode(2, code: "S01E02", cast: [1, 2, 2]),
            episode(1, code: "S01E01", cast: [1, 4]), episode(99, code: "special", cast: [5]),
        ])

        #expect(statistics.seasons.map(\.number) == [1, 2])
        #expect(statistics.seasons[0].episodes.map(\.code) == ["S01E01", "S01E02"])
        #expect(statistics.seasons[0].episodes.map(\.cast) == [2, 2], "a character linked twice is one of the cast")
        #expect(statistics.seasons[0].distinctCast == 3)
        #expect(statistics.seasons[1].distinctCast == 3)
        #expect(statistics.episodeCount == 4, "an episode without a season's code is still counted")
    }

    @Test func mostAppearances_areTheTwentyInTheMostEpisodes_tiesByID() {
        let characters = (1...25).map { character($0, episodes: $0 == 7 ? 60 : 30 - $0 % 5) }

        let most = make(characters: characters + [character(26, episodes: 0)]).mostAppearances

        #expect(most.count == ShowStatistics.mostAppearancesCount)
        #expect(most.first?.id == 7)
        #expect(most.first?.episodes == 60)
        #expect(Array(most.map(\.id).dropFirst().prefix(5)) == [5, 10, 15, 20, 25], "30 episodes each, by id")
        #expect(!most.contains { $0.id == 26 })
    }

    @Test func locations_areCountedByTypeAndDimension_emptyValuesIncluded() {
        let statistics = make(locations: [
            location(1, type: "Planet", dimension: "Dimension C-137"), location(2, type: "Planet", dimension: "unknown"),
            location(3, type: "", dimension: "unknown"),
        ])

        #expect(statistics.locationTypes == [.init(value: "Planet", count: 2), .init(value: "", count: 1)])
        #expect(statistics.dimensions == [.init(value: "unknown", count: 2), .init(value: "Dimension C-137", count: 1)])
        #expect(statistics.locationCount == 3)
    }

    @Test func anEmptyCache_countsNothingAndSaysItIsNotWhole() {
        let statistics = make(whole: .init(characters: false, episodes: false, locations: false))

        #expect(statistics.status.isEmpty && statistics.seasons.isEmpty && statistics.mostAppearances.isEmpty)
        #expect(!statistics.whole.all)
    }

    private func make(
        characters: [FeedCharacter] = [], episodes: [FeedEpisode] = [], locations: [FeedLocation] = [],
        whole: ShowStatistics.Wholeness = .init(characters: true, episodes: true, locations: true)
    ) -> ShowStatistics {
        ShowStatistics(characters: characters, episodes: episodes, locations: locations, whole: whole)
    }

    private func character(_ id: Int, status: String = "Alive", species: String = "Human", episodes: Int = 1) -> FeedCharacter {
        FeedCharacter(
            id: id, name: "Character \(id)", status: status, species: species, type: "", gender: "Male", origin: "Earth",
            location: "Earth", image: nil, episodeCount: episodes
        )
    }

    private func episode(_ id: Int, code: String, cast: [Int]) -> FeedEpisode {
        FeedEpisode(id: id, name: "Episode \(id)", airDate: "December 2, 2013", code: code, characterIDs: cast)
    }

    private func location(_ id: Int, type: String, dimension: String) -> FeedLocation {
        FeedLocation(id: id, name: "Location \(id)", type: type, dimension: dimension, residentIDs: [])
    }
}
