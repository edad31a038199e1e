import Foundation
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct DataSetTests {
    private let characters = StubDataSet.characters(baseURL: testBaseURL)

    @Test func dataSet_hasExactly826CharactersSortedByID() {
        #expect(characters.map(\.id) == Array(1...826))
    }

    @Test func dataSet_isTheSameOnEveryBuild() {
        #expect(StubDataSet.characters(baseURL: testBaseURL) == characters)
    }

    @Test func dataSet_startsWithRickAndMorty() {
        for (index, name) in ["Rick Sanchez", "Morty Smith"].enumerated() {
            let character = characters[index]
            #expect(character.name == name)
            #expect(character.status == "Alive")
            #expect(character.species == "Human")
            #expect(character.gender == "Male")
            #expect(character.origin.name == "Earth (C-137)")
        }
    }

    @Test func dataSet_hasEveryStatusAndGenderAndSeveralSpecies() {
        #expect(Set(characters.map(\.status)) == ["Alive", "Dead", "unknown"])
        #expect(Set(characters.map(\.gender)) == ["Female", "Male", "Genderless", "unknown"])
        let species = Set(characters.map(\.species))
        #expect(species.isSuperset(of: ["Human", "Humanoid", "Alien", "Robot", "Mythological Creature"]))
    }

    @Test func dataSet_hasEmptyAndNonEmptyTypesAndUnknownPlacesWithEmptyURL() {
        let empty = characters.filter { $0.type.isEmpty }.count
        #expect(empty > characters.count / 2)
        #expect(empty < characters.count)
        let unknownOrigins = characters.filter { $0.origin.name == "unknown" }
        #expect(!unknownOrigins.isEmpty)
        #expect(unknownOrigins.allSatisfy { $0.origin.url.isEmpty })
        #expect(characters.contains { $0.location.name == "unknown" && $0.location.url.isEmpty })
        #expect(characters.filter { $0.origin.name != "unknown" }.allSatisfy { $0.origin.url.hasPrefix("\(testBaseURL)/location/") })
    }

    @Test func dataSet_hasAtLeastOneEpisodeEachWithVaryingCounts() {
        #expect(characters.allSatisfy { !$0.episode.isEmpty })
        #expect(Set(characters.map(\.episode.count)).count > 10)
        #expect(characters.allSatisfy { $0.episode.allSatisfy { $0.hasPrefix("\(testBaseURL)/episode/") } })
    }

    @Test func created_isISO8601WithMilliseconds() throws {
        let pattern = try Regex(#"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$"#)
        #expect(characters.allSatisfy { $0.created.wholeMatch(of: pattern) != nil })
        #expect(characters[0].created == "2017-11-04T18:48:46.250Z")
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        #expect(characters.allSatisfy { parser.date(from: $0.created) != nil })
    }

    @Test func links_pointAtTheStubsOwnBaseURL() {
        let other = StubDataSet.characters(baseURL: "http://127.0.0.1:9/api/")
        #expect(other[41].url == "http://127.0.0.1:9/api/character/42")
        #expect(other[41].image == "http://127.0.0.1:9/api/character/avatar/42.jpeg")
        #expect(characters.allSatisfy { $0.url == "\(testBaseURL)/character/\($0.id)" })
    }

    @Test func json_writesFieldsInTheAPIsOrder() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let text = try await client.get("/api/character/1").text
            let keys = ["\"id\":", "\"name\":", "\"status\":", "\"species\":", "\"type\":", "\"gender\":",
                        "\"origin\":", "\"location\":", "\"image\":", "\"episode\":", "\"url\":", "\"created\":"]
            // Each key is looked for after the one before it ("url" also appears inside origin and location).
            var found: [String] = []
            var searchFrom = text.startIndex
            for key in keys {
                guard let range = text.range(of: key, range: searchFrom..<text.endIndex) else { break }
                found.append(key)
                searchFrom = range.upperBound
            }
            #expect(found == keys)
            #expect(text.hasPrefix(#"{"id":1,"name":"Rick Sanchez","status":"Alive""#))
            let page = try await client.get("/api/character?page=2").text
            #expect(page.hasPrefix(#"{"info":{"count":826,"pages":42,"next":"#))
        }
    }
}
