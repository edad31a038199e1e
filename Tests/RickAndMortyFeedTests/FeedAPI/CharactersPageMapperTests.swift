import Foundation
import RickAndMortyFeed
import Testing

@Suite struct CharactersPageMapperTests {
    @Test(arguments: [199, 300, 304, 400, 401, 403, 429, 500, 502, 503])
    func map_throwsInvalidDataOnNon2xxResponse(_ statusCode: Int) {
        let json = makePageJSON([makeCharacterJSON(id: 1).json])

        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(json, statusCode: statusCode)
        }
    }

    @Test func map_throwsInvalidDataOn404WithAnyOtherBody() {
        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(Data(#"{"error":"Character not found"}"#.utf8), statusCode: 404)
        }
        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(Data("<html>Not Found</html>".utf8), statusCode: 404)
        }
    }

    @Test func map_deliversEmptyPageOnAPIs404NothingHere() throws {
        let page = try CharactersPageMapper.map(nothingHereJSON(), statusCode: 404)

        #expect(page == .empty)
    }

    @Test func map_throwsInvalidDataOnNothingHereBodyWithOtherStatus() {
        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(nothingHereJSON(), statusCode: 500)
        }
    }

    @Test(arguments: [200, 201, 250, 299])
    func map_throwsInvalidDataOn2xxWithInvalidJSON(_ statusCode: Int) {
        for body in [Data("invalid json".utf8), Data(), Data("{}".utf8), Data("[]".utf8), Data(#"{"info":{"pages":1},"results":[{"id":1"#.utf8)] {
            #expect(throws: RemoteLoadError.invalidData) {
                try CharactersPageMapper.map(body, statusCode: statusCode)
            }
        }
    }

    @Test(arguments: [200, 201, 250, 299])
    func map_deliversNoCharactersOn2xxWithEmptyResults(_ statusCode: Int) throws {
        let page = try CharactersPageMapper.map(makePageJSON([], pages: 0), statusCode: statusCode)

        #expect(page == CharactersPage(characters: [], nextPage: nil, totalPages: 0, totalCount: 826))
    }

    @Test(arguments: [200, 201, 250, 299])
    func map_deliversCharactersOn2xxWithValidPayload(_ statusCode: Int) throws {
        let rick = makeCharacterJSON(id: 1)
        let alien = makeCharacterJSON(
            id: 7, name: "Abradolf Lincler", status: "unknown", species: "Human", type: "Genetic experiment",
            gender: "Male", origin: ("unknown", ""), location: ("Testicle Monster Dimension", ""), episodes: 1
        )
        let json = makePageJSON([rick.json, alien.json], pages: 42, next: "https://rickandmortyapi.com/api/character/?page=2")

        let page = try CharactersPageMapper.map(json, statusCode: statusCode)

        #expect(page == CharactersPage(characters: [rick.model, alien.model], nextPage: 2, totalPages: 42, totalCount: 826))
    }

    @Test func map_readsNextPageNumberKeepingFiltersInNextURL() throws {
        let json = makePageJSON([makeCharacterJSON(id: 1).json], next: "https://rickandmortyapi.com/api/character/?page=5&name=rick&status=alive")

        #expect(try CharactersPageMapper.map(json, statusCode: 200).nextPage == 5)
    }

    @Test(arguments: ["https://rickandmortyapi.com/api/character/", "not a url ::", "https://x/api/character?page=abc", "https://x/api/character?page=0"])
    func map_throwsInvalidDataOnNextURLWithoutPageNumber(_ next: String) {
        let json = makePageJSON([makeCharacterJSON(id: 1).json], next: next)

        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(json, statusCode: 200)
        }
    }

    @Test(arguments: ["id", "name", "status", "species", "type", "gender", "origin", "location", "image", "episode"])
    func map_throwsInvalidDataOnCharacterMissingRequiredField(_ field: String) {
        var item = makeCharacterJSON(id: 1).json
        item[field] = nil

        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(makePageJSON([item]), statusCode: 200)
        }
    }

    @Test(arguments: [("id", "1" as any Sendable), ("name", 42), ("episode", "none"), ("origin", "Earth"), ("status", NSNull())])
    func map_throwsInvalidDataOnFieldOfWrongType(_ field: String, _ value: any Sendable) {
        var item = makeCharacterJSON(id: 1).json
        item[field] = value

        #expect(throws: RemoteLoadError.invalidData) {
            try CharactersPageMapper.map(makePageJSON([item]), statusCode: 200)
        }
    }

    @Test func map_decodesTheRealAPIsPayloadWithMillisecondDatesEmptyTypeAndEmptyOriginURL() throws {
        let json = Data("""
        {"info":{"count":826,"pages":42,"next":"https://rickandmortyapi.com/api/character?page=2","prev":null},
         "results":[{"id":1,"name":"Rick Sanchez","status":"Alive","species":"Human","type":"","gender":"Male",
         "origin":{"name":"unknown","url":""},"location":{"name":"Citadel of Ricks","url":"https://rickandmortyapi.com/api/location/3"},
         "image":"https://rickandmortyapi.com/api/character/avatar/1.jpeg",
         "episode":["https://rickandmortyapi.com/api/episode/1","https://rickandmortyapi.com/api/episode/2"],
         "url":"https://rickandmortyapi.com/api/character/1","created":"2017-11-04T18:48:46.250Z"}]}
        """.utf8)

        let page = try CharactersPageMapper.map(json, statusCode: 200)

        #expect(page.characters == [FeedCharacter(
            id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", type: "", gender: "Male",
            origin: "unknown", location: "Citadel of Ricks",
            image: URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg"), episodeCount: 2,
            episodeIDs: [1, 2], originID: nil, locationID: 3, created: "2017-11-04T18:48:46.250Z"
        )])
        #expect(page.totalCount == 826)
        #expect(page.nextPage == 2)
    }

    @Test(arguments: [
        "", "javascript:alert(1)", "file:///etc/passwd", "data:image/png;base64,AAAA", "/api/character/avatar/1.jpeg",
        "http://127.0.0.1:99999/a.jpeg", "http://[::1]:70000/a.jpeg", "http://h:0/a.jpeg", "http://h:99999999999999999999/a.jpeg",
    ])
    func map_deliversNoImageURLForImageTheAppMayNotFetch(_ image: String) throws {
        let json = makePageJSON([makeCharacterJSON(id: 1, image: image).json])

        #expect(try CharactersPageMapper.map(json, statusCode: 200).characters.first?.image == nil)
    }

    @Test func map_keepsHTMLInNamesAsPlainText() throws {
        let hostile = #"<script>alert("x")</script><img src=x onerror=alert(1)>"#
        let json = makePageJSON([makeCharacterJSON(id: 1, name: hostile).json])

        #expect(try CharactersPageMapper.map(json, statusCode: 200).characters.first?.name == hostile)
    }
}
