import RickAndMortyStubAPI
import Testing

/// The links between the three resources agree, except where they disagree on purpose.
struct LinkConsistencyTests {
    private let data = StubDataSet.all(baseURL: testBaseURL)

    @Test func dataSet_has826Characters51EpisodesAnd126Locations() {
        #expect(data.characters.count == 826)
        #expect(data.episodes.map(\.id) == Array(1...51))
        #expect(data.locations.map(\.id) == Array(1...126))
        #expect(StubDataSet.characters(baseURL: testBaseURL) == data.characters)
    }

    @Test func everyCharactersEpisodeListsTheCharacter() {
        let casts = Dictionary(uniqueKeysWithValues: data.episodes.map { ($0.url, Set($0.characters)) })
        for character in data.characters {
            for episode in character.episode {
                #expect(casts[episode]?.contains(character.url) == true, "\(character.url) in \(episode)")
            }
        }
    }

    @Test func aFewCastsListACharacterWhoseEpisodesLackIt_asTheRealDataDoes() {
        let characters = Dictionary(uniqueKeysWithValues: data.characters.map { ($0.url, $0) })
        var disagreements: [String] = []
        for episode in data.episodes {
            for url in episode.characters {
                let character = characters[url]
                #expect(character != nil, "\(episode.url) lists \(url), which exists")
                if let character, !character.episode.contains(episode.url) { disagreements.append("\(episode.id)→\(character.id)") }
            }
        }
        #expect((1...6).contains(disagreements.count), "\(disagreements)")
    }

    @Test func everyEpisodeHasACastSortedByID() {
        #expect(data.episodes.allSatisfy { !$0.characters.isEmpty })
        #expect(data.episodes.allSatisfy { episode in
            let ids = episode.characters.compactMap { Int($0.split(separator: "/").last ?? "") }
            return ids == ids.sorted() && ids.count == episode.characters.count
        })
    }

    @Test func residentsAreExactlyTheCharactersLastSeenThere() {
        for location in data.locations {
            let expected = data.characters.filter { $0.location.url == location.url }.map(\.url)
            #expect(location.residents == expected, "\(location.url)")
        }
        #expect(data.locations.contains { $0.residents.isEmpty })
    }

    @Test func everyOriginAndLocationURLNamesAnExistingLocationByItsName() {
        let locations = Dictionary(uniqueKeysWithValues: data.locations.map { ($0.url, $0) })
        for character in data.characters {
            for place in [character.origin, character.location] where !place.url.isEmpty {
                #expect(locations[place.url]?.name == place.name, "\(character.url): \(place.url)")
            }
        }
    }

    @Test func airDatesAreFreeTextAndCodesFollowTheSeasons() throws {
        let pattern = try Regex(#"^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 20\d\d$"#)
        #expect(data.episodes.allSatisfy { $0.airDate.wholeMatch(of: pattern) != nil })
        #expect(data.episodes.first?.airDate == "December 2, 2013")
        #expect(data.episodes.filter { $0.episode.hasPrefix("S01") }.count == 11)
        #expect(Set(data.episodes.map(\.episode)).count == 51)
        #expect(Set(data.episodes.map(\.name)).count == 51)
        #expect(Set(data.locations.map(\.name)).count == 126)
    }
}
