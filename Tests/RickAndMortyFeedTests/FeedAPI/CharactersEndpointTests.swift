import Foundation
import RickAndMortyFeed
import Testing

@Suite struct CharactersEndpointTests {
    @Test func url_requestsFirstPageOfCharacterPathUnderBaseURL() throws {
        let sut = try CharactersEndpoint(baseURL: URL(string: "https://rickandmortyapi.com/api")!)

        #expect(sut.url(for: CharactersQuery()).absoluteString == "https://rickandmortyapi.com/api/character?page=1")
    }

    @Test func url_ignoresTrailingSlashesOfBaseURL() throws {
        let sut = try CharactersEndpoint(baseURL: URL(string: "http://127.0.0.1:8081/api//")!)

        #expect(sut.url(for: CharactersQuery(page: 3)).absoluteString == "http://127.0.0.1:8081/api/character?page=3")
    }

    @Test func url_readsPagesBelowOneAsPageOne() throws {
        let sut = try makeSUT()

        #expect(sut.url(for: CharactersQuery(page: 0)).query == "page=1")
        #expect(sut.url(for: CharactersQuery(page: -7)).query == "page=1")
    }

    @Test func url_addsEveryFilterInTheAPIsOrder() throws {
        let filters = CharacterFilters(name: "rick", status: "alive", species: "human", type: "parasite", gender: "male")

        let url = try makeSUT().url(for: CharactersQuery(page: 2, filters: filters))

        #expect(url.query == "page=2&name=rick&status=alive&species=human&type=parasite&gender=male")
    }

    @Test func url_omitsBlankFiltersAndTrimsValues() throws {
        let filters = CharacterFilters(name: "  morty ", status: "", species: "   ", type: nil, gender: "\n")

        let url = try makeSUT().url(for: CharactersQuery(filters: filters))

        #expect(url.query == "page=1&name=morty")
    }

    @Test func url_percentEncodesReservedAndNonASCIICharactersInValues() throws {
        let filters = CharacterFilters(name: "a+b & c=d/é?#%")

        let url = try makeSUT().url(for: CharactersQuery(filters: filters))

        #expect(url.query == "page=1&name=a%2Bb%20%26%20c%3Dd%2F%C3%A9%3F%23%25")
        let decoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "name" }?.value
        #expect(decoded == "a+b & c=d/é?#%")
    }

    @Test func url_cutsEachValueToAHundredCharacters() throws {
        let filters = CharacterFilters(name: String(repeating: "r", count: 20_000), species: String(repeating: "h", count: 100))

        let url = try makeSUT().url(for: CharactersQuery(filters: filters))

        #expect(url.query == "page=1&name=\(String(repeating: "r", count: 100))&species=\(String(repeating: "h", count: 100))")
    }

    /// One character can be a base with thousands of combining marks: a cap on characters alone
    /// let one such character send 60 KB upstream.
    @Test func url_cutsEachValueToFourHundredBytesOfUTF8() throws {
        let oneCharacter = "a" + String(repeating: "\u{0301}", count: 10_000)
        try #require(oneCharacter.count == 1)

        let url = try makeSUT().url(for: CharactersQuery(filters: CharacterFilters(name: oneCharacter, type: "🧪" + String(repeating: "x", count: 99))))

        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let name = try #require(items.first { $0.name == "name" }?.value)
        #expect(name.utf8.count <= FilterValue.maxBytes)
        #expect(name.utf8.count >= FilterValue.maxBytes - 1, "cut at the byte cap, not emptied")
        #expect(name.unicodeScalars.first == "a")
        #expect(items.first { $0.name == "type" }?.value == "🧪" + String(repeating: "x", count: 99), "ordinary text is untouched")
    }

    @Test(arguments: ["ftp://example.com/api", "file:///etc/passwd", "/relative/api", "https://"])
    func init_refusesBaseURLThatIsNotAbsoluteHTTP(_ string: String) throws {
        let url = try #require(URL(string: string))

        #expect(throws: CharactersEndpoint.InvalidBaseURL(baseURL: url)) {
            try CharactersEndpoint(baseURL: url)
        }
    }

    @Test func urlForCharacter_isTheCharactersPathWithTheId() throws {
        let sut = try CharactersEndpoint(baseURL: URL(string: "http://127.0.0.1:8081/api/")!)

        #expect(sut.url(forCharacter: 19).absoluteString == "http://127.0.0.1:8081/api/character/19")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CharactersEndpoint {
        try CharactersEndpoint(baseURL: URL(string: "https://rickandmortyapi.com/api")!)
    }
}
