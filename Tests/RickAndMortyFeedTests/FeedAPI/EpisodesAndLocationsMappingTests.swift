import Foundation
import RickAndMortyFeed
import Testing

@Suite struct EpisodesAndLocationsMappingTests {
    @Test func mapPage_keepsFreeTextAirDatesCodesAndLinksToCharactersThatDoNotExist() throws {
        let json = pageJSON([
            episodeJSON(id: 1, airDate: "December 2, 2013", characters: [1, 2, 99_999]),
            episodeJSON(id: 2, airDate: "Sometime in 2077", characters: []),
        ], next: "https://rickandmortyapi.com/api/episode?page=2")

        let page = try APIResource.episodes.mapPage(json, statusCode: 200)

        #expect(page.items == [
            FeedEpisode(id: 1, name: "Episode 1", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1, 2, 99_999], created: "2017-11-10T12:56:33.798Z"),
            FeedEpisode(id: 2, name: "Episode 2", airDate: "Sometime in 2077", code: "S01E02", characterIDs: [], created: "2017-11-10T12:56:33.798Z"),
        ])
        #expect(page.nextPage == 2 && page.totalPages == 3)
        #expect(page.items[0].airDateValue == Date(timeIntervalSince1970: 1_385_942_400))
        #expect(page.items[1].airDateValue == nil)
    }

    @Test func mapPage_deliversTheEmptyPageOnTheAPIsNothingHere404() throws {
        let body = Data(#"{"error":"There is nothing here"}"#.utf8)

        #expect(try APIResource.episodes.mapPage(body, statusCode: 404) == .empty)
        #expect(try APIResource.locations.mapPage(body, statusCode: 404) == .empty)
        #expect(throws: RemoteLoadError.invalidData) { try APIResource.locations.mapPage(body, statusCode: 500) }
    }

    @Test func mapItem_deliversNilOnlyForTheResourcesOwnNotFound() throws {
        #expect(try APIResource.episodes.mapItem(Data(#"{"error":"Episode not found"}"#.utf8), statusCode: 404) == nil)
        #expect(try APIResource.locations.mapItem(Data(#"{"error":"Location not found"}"#.utf8), statusCode: 404) == nil)
        #expect(throws: RemoteLoadError.invalidData) {
            try APIResource.episodes.mapItem(Data(#"{"error":"Location not found"}"#.utf8), statusCode: 404)
        }
    }

    @Test func mapLocation_keepsThousandsOfResidentsAndBlankFields() throws {
        let residents = (1...5_000).map { "https://rickandmortyapi.com/api/character/\($0)" }
        let json = try JSONSerialization.data(withJSONObject: [
            "id": 3, "name": "Citadel of Ricks", "type": "", "dimension": "unknown", "residents": residents,
            "url": "https://rickandmortyapi.com/api/location/3", "created": "2017-11-10T13:08:13.191Z",
        ])

        let location = try #require(try APIResource.locations.mapItem(json, statusCode: 200))

        #expect(location.residentIDs == Array(1...5_000))
        #expect(location.type == "" && location.dimension == "unknown")
    }

    @Test func mapItems_sortsByIDCollapsesDuplicatesAndLeavesOutWhatWasNotAskedFor() throws {
        let json = arrayJSON([episodeJSON(id: 7), episodeJSON(id: 2), episodeJSON(id: 7), episodeJSON(id: 40)])

        let items = try APIResource.episodes.mapItems(json, statusCode: 200, requested: [2, 7, 9])

        #expect(items.map(\.id) == [2, 7])
    }

    @Test func mapItems_deliversNothingWhenEveryIDIsUnknown() throws {
        #expect(try APIResource.episodes.mapItems(Data("[]".utf8), statusCode: 200, requested: [900, 901]) == [])
    }

    @Test func mapItems_throwsInvalidDataOnAMalformedListsErrorOrAnythingButAnArrayOfItems() {
        let bodies: [(Int, Data)] = [
            (500, Data(#"{"error":"Bad... bad array :/"}"#.utf8)),
            (200, Data(#"{"id":1}"#.utf8)),
            (200, arrayJSON([episodeJSON(id: 1), ["id": "two"]])),
            (200, Data("[1,2]".utf8)),
        ]
        for (status, body) in bodies {
            #expect(throws: RemoteLoadError.invalidData) {
                try APIResource.episodes.mapItems(body, statusCode: status, requested: [1, 2])
            }
        }
    }

    @Test func mapCharacter_keepsLinksToOriginLocationAndEpisodesAsIDs() throws {
        var json = makeCharacterJSON(id: 1, origin: ("unknown", ""), location: ("Nowhere", "https://rickandmortyapi.com/api/location/9999")).json
        json["episode"] = ["https://rickandmortyapi.com/api/episode/51", "not a link", "https://rickandmortyapi.com/api/episode/1"]

        let character = try #require(try APIResource.characters.mapItem(JSONSerialization.data(withJSONObject: json), statusCode: 200))

        #expect(character.episodeIDs == [51, 1] && character.episodeCount == 3)
        #expect(character.originID == nil && character.locationID == 9_999)
    }

    @Test func endpoint_asksManyIDsAsAListThatStaysAListForOneID() throws {
        let sut = try ResourceEndpoint(baseURL: anyURL(), resource: "episode")

        #expect(sut.url(forIDs: [1, 2, 3]).absoluteString == "https://any-url.com/api/episode/1,2,3")
        #expect(sut.url(forIDs: [28]).absoluteString == "https://any-url.com/api/episode/28,")
        #expect(sut.url(forID: 28).absoluteString == "https://any-url.com/api/episode/28")
        #expect(sut.url(for: EpisodesQuery(page: 2, filters: EpisodeFilters(episode: "S01"))).absoluteString
            == "https://any-url.com/api/episode?page=2&episode=S01")
    }

    @Test func loadIDs_asksInChunksThatKeepURLsShortAndDeliversEveryItemSortedByID() async throws {
        let client = HTTPClientSpy(answer: .respond { url in
            let ids = url.lastPathComponent.split(separator: ",").compactMap { Int($0) }
            return response(200, arrayJSON(ids.reversed().map { episodeJSON(id: $0) }))
        })
        let sut = try RemoteEpisodesLoader(resource: .episodes, baseURL: anyURL(), client: client)

        let items = try await sut.load(ids: Array((1...450).reversed()) + [3, 3])

        #expect(items.map(\.id) == Array(1...450))
        #expect(client.requestedURLs.count == 3)
        #expect(client.requestedURLs.allSatisfy { $0.absoluteString.count < 1_200 })
    }
}

private func episodeJSON(id: Int, airDate: String = "December 2, 2013", characters: [Int] = [1]) -> [String: Any] {
    [
        "id": id, "name": "Episode \(id)", "air_date": airDate, "episode": String(format: "S01E%02d", id),
        "characters": characters.map { "https://rickandmortyapi.com/api/character/\($0)" },
        "url": "https://rickandmortyapi.com/api/episode/\(id)", "created": "2017-11-10T12:56:33.798Z",
    ]
}

private func pageJSON(_ items: [[String: Any]], next: String?) -> Data {
    makePageJSON(items, pages: 3, next: next, count: 51)
}

private func arrayJSON(_ items: [[String: Any]]) -> Data {
    (try? JSONSerialization.data(withJSONObject: items)) ?? Data()
}
