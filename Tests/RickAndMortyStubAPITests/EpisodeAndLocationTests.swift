import Foundation
import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

struct EpisodePayload: Decodable, Equatable {
    let id: Int
    let name: String
    let air_date: String
    let episode: String
    let characters: [String]
    let url: String
    let created: String
}

struct LocationPayload: Decodable, Equatable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
    let residents: [String]
    let url: String
    let created: String
}

struct ResourcePage<Item: Decodable & Equatable>: Decodable, Equatable {
    let info: PagePayload.Info
    let results: [Item]
}

@Suite(.trackingMemoryLeaks)
struct EpisodeAndLocationTests {
    @Test func episodes_come51In3PagesSortedByID() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let first = try await client.get("/api/episode").decode(ResourcePage<EpisodePayload>.self)
            #expect(first.info.count == 51)
            #expect(first.info.pages == 3)
            #expect(first.info.next == "\(testBaseURL)/episode?page=2")
            #expect(first.info.prev == nil)
            #expect(first.results.map(\.id) == Array(1...20))
            let last = try await client.get("/api/episode?page=3").decode(ResourcePage<EpisodePayload>.self)
            #expect(last.results.map(\.id) == Array(41...51))
            #expect(last.info.next == nil)
            let (status, body) = try await client.error("/api/episode?page=4")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    @Test func locations_come126In7PagesSortedByID() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let first = try await client.get("/api/location?page=0").decode(ResourcePage<LocationPayload>.self)
            #expect(first.info.count == 126)
            #expect(first.info.pages == 7)
            #expect(first.results.map(\.id) == Array(1...20))
            let last = try await client.get("/api/location?page=7").decode(ResourcePage<LocationPayload>.self)
            #expect(last.results.map(\.id) == Array(121...126))
            #expect(last.info.prev == "\(testBaseURL)/location?page=6")
            let (status, _) = try await client.error("/api/location?page=8")
            #expect(status == 404)
        }
    }

    @Test func episode_writesTheRealFieldsInOrderWithAFreeTextAirDate() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let text = try await client.get("/api/episode/1").text
            #expect(text.hasPrefix(#"{"id":1,"name":""#))
            #expect(text.contains(#"","air_date":"December 2, 2013","episode":"S01E01","characters":["http://stub.test/api/character/1","#))
            #expect(text.hasSuffix(#"],"url":"http://stub.test/api/episode/1","created":"2017-11-10T12:56:33.798Z"}"#))
            let last = try await client.get("/api/episode/51").decode(EpisodePayload.self)
            #expect(last.episode == "S05E10")
        }
    }

    @Test func location_writesTheRealFieldsInOrder() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let text = try await client.get("/api/location/1").text
            #expect(text.hasPrefix(#"{"id":1,"name":"Earth (C-137)","type":"Planet","dimension":"Dimension C-137","residents":["#))
            #expect(text.contains(#"],"url":"http://stub.test/api/location/1","created":"#))
        }
    }

    /// The API's own REST tests search episodes for `-` ("Close Rick-counters of the Rick Kind").
    @Test func episodeNames_includeSomeWithAHyphen_thatANameFilterFinds() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let hyphenated = try await client.get("/api/episode?name=-").decode(ResourcePage<EpisodePayload>.self)
            #expect(hyphenated.results.count >= 3)
            #expect(hyphenated.results.allSatisfy { $0.name.contains("-") })
        }
    }

    @Test func episodeFilters_matchNameAndCodeAndKeepThemInLinks() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let season2 = try await client.get("/api/episode?episode=s02").decode(ResourcePage<EpisodePayload>.self)
            #expect(season2.results.map(\.episode) == (1...10).map { "S02E\($0 < 10 ? "0" : "")\($0)" })
            let named = try await client.get("/api/episode?name=PILOT").decode(ResourcePage<EpisodePayload>.self)
            #expect(!named.results.isEmpty)
            #expect(named.results.allSatisfy { $0.name.lowercased().contains("pilot") })
            let (status, body) = try await client.error("/api/episode?episode=S09")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    @Test func locationFilters_matchNameTypeAndDimension() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let planets = try await client.get("/api/location?type=planet&dimension=c-137").decode(ResourcePage<LocationPayload>.self)
            #expect(!planets.results.isEmpty)
            #expect(planets.results.allSatisfy { $0.type == "Planet" && $0.dimension.contains("C-137") })
            #expect(planets.info.next == (planets.info.pages > 1 ? "\(testBaseURL)/location?page=2&type=planet&dimension=c-137" : nil))
            // The C-137 planets fit on one page: these do not, so `next` must carry both filters.
            let wide = try await client.get("/api/location?type=planet&dimension=dimension").decode(ResourcePage<LocationPayload>.self)
            #expect(wide.info.pages > 1)
            #expect(wide.results.allSatisfy { $0.type == "Planet" && $0.dimension.contains("Dimension") })
            #expect(wide.info.next == "\(testBaseURL)/location?page=2&type=planet&dimension=dimension")
            let earth = try await client.get("/api/location?name=earth%20(").decode(ResourcePage<LocationPayload>.self)
            #expect(earth.results.map(\.name).contains("Earth (C-137)"))
            #expect(earth.results.allSatisfy { $0.name.lowercased().contains("earth (") })
        }
    }

    @Test(arguments: ["episode", "location"])
    func byID_hasEveryFormAndErrorOfTheCharacterRoute(resource: String) async throws {
        let notFound = resource == "episode" ? "Episode not found" : "Location not found"
        try await makeSUT().app.test(.router) { client async throws in
            let one = try await client.get("/api/\(resource)/2")
            #expect(one.status == .ok)
            #expect(one.text.hasPrefix(#"{"id":2,"#))
            try await expectError(client, "/api/\(resource)/999", 404, notFound)
            try await expectError(client, "/api/\(resource)/abc", 500, "Hey! you must provide an id")
            for malformed in ["1,2]", "[1,2", "[1,abc]", "1,abc"] {
                try await expectError(client, "/api/\(resource)/\(malformed)", 500, "Bad... bad array :/")
            }
            #expect(try await ids(client, "/api/\(resource)/3,1,2,3,999") == [1, 2, 3])
            #expect(try await ids(client, "/api/\(resource)/[1]") == [1])
            #expect(try await ids(client, "/api/\(resource)/1,") == [1])
            let none = try await client.get("/api/\(resource)/998,999")
            #expect(none.status == .ok)
            #expect(none.text == "[]")
        }
    }

    @Test func root_listsAllThreeResources() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let root = try await client.get("/api").decode([String: String].self)
            #expect(root == [
                "characters": "\(testBaseURL)/character",
                "locations": "\(testBaseURL)/location",
                "episodes": "\(testBaseURL)/episode",
            ])
        }
    }

    @Test(arguments: [(StubFaultScope.episodes, "/api/episode/1", "/api/location/1"), (.locations, "/api/location?page=2", "/api/episode")])
    func faults_applyToTheNewRoutesByScope(scope: StubFaultScope, faulted: String, spared: String) async throws {
        let sut = makeSUT(faults: [StubFault(.http502, scope: scope)])
        try await sut.app.test(.router) { client async throws in
            #expect(try await client.get(faulted).status == .badGateway)
            #expect(try await client.get(spared).status == .ok)
            #expect(try await client.get("/api/character/1").status == .ok)
        }
        let characterFaults = makeSUT(faults: [StubFault(.http502, scope: .characters)])
        try await characterFaults.app.test(.router) { client async throws in
            #expect(try await client.get(faulted).status == .ok)
            #expect(try await client.get(spared).status == .ok)
        }
    }

    @Test func invalidJSONAndTruncation_applyToEpisodesAndLocationsToo() async throws {
        let sut = makeSUT(faults: [StubFault(.invalidJSON, scope: .all, count: 2)])
        try await sut.app.test(.router) { client async throws in
            for path in ["/api/episode", "/api/location/1,2"] {
                let response = try await client.get(path)
                #expect(response.status == .ok)
                #expect((try? JSONSerialization.jsonObject(with: Data(response.bytes))) == nil, "\(path)")
            }
            #expect(sut.stats.count(.episodePage) == 1)
            #expect(sut.stats.count(.locationByID) == 1)
        }
    }

    private func expectError(
        _ client: some TestClientProtocol, _ path: String, _ status: Int, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (actualStatus, body) = try await client.error(path)
        #expect(actualStatus == status, "\(path)", sourceLocation: sourceLocation)
        #expect(body == ErrorPayload(error: message), "\(path)", sourceLocation: sourceLocation)
    }

    private func ids(_ client: some TestClientProtocol, _ path: String) async throws -> [Int] {
        let response = try await client.get(path)
        #expect(response.status == .ok, "\(path)")
        let objects = try JSONSerialization.jsonObject(with: Data(response.bytes)) as? [[String: Any]]
        return objects?.compactMap { $0["id"] as? Int } ?? []
    }
}
