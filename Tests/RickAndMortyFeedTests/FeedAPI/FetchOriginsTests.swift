import Foundation
import RickAndMortyFeed
import Testing

@Suite struct FetchOriginsTests {
    @Test(arguments: [
        "https://rickandmortyapi.com/api/character/avatar/1.jpeg",
        "https://RickAndMortyAPI.com:443/api/character/2",
        "https://rickandmortyapi.com/elsewhere/on/the/same/origin",
    ])
    func allows_theAPIsOwnOrigin(url: String) throws {
        #expect(makeSUT().allows(try #require(URL(string: url))))
    }

    @Test(arguments: [
        "http://rickandmortyapi.com/api/character/avatar/1.jpeg",
        "https://rickandmortyapi.com:8443/api/character/avatar/1.jpeg",
        "https://images.rickandmortyapi.com/api/character/avatar/1.jpeg",
        "http://127.0.0.1:9090/internal/secret",
        "http://169.254.169.254/latest/meta-data",
        "https://rickandmortyapi.com@127.0.0.1/api",
        "file:///etc/passwd",
    ])
    func refuses_anyOtherOrigin(url: String) throws {
        #expect(!makeSUT().allows(try #require(URL(string: url))))
    }

    @Test func allows_aListedHost_onTheDefaultPortsOnly() throws {
        let sut = makeSUT(imageHosts: ["images.example.com"])

        #expect(sut.allows(try #require(URL(string: "https://images.example.com/a.jpeg"))))
        #expect(sut.allows(try #require(URL(string: "http://IMAGES.example.com/a.jpeg"))))
        #expect(!sut.allows(try #require(URL(string: "http://images.example.com:8080/a.jpeg"))))
    }

    @Test func allows_aListedHostAndPort_onThatPortOnly() throws {
        let sut = makeSUT(imageHosts: ["127.0.0.1:9090", "[::1]:9091"])

        #expect(sut.allows(try #require(URL(string: "http://127.0.0.1:9090/a.jpeg"))))
        #expect(sut.allows(try #require(URL(string: "http://[::1]:9091/a.jpeg"))))
        #expect(!sut.allows(try #require(URL(string: "http://127.0.0.1:9091/a.jpeg"))))
        #expect(!sut.allows(try #require(URL(string: "http://127.0.0.1/a.jpeg"))))
    }

    @Test(arguments: ["", "http://images.example.com", "images.example.com/path", "user@images.example.com", "images.example.com:99999", "a b"])
    func imageHost_refusesAnythingButHostOrHostAndPort(text: String) {
        #expect(ImageHost(text) == nil)
    }

    private func makeSUT(imageHosts: [String] = []) -> FetchOrigins {
        let api = URL(string: "https://rickandmortyapi.com/api") ?? URL(fileURLWithPath: "/")
        return FetchOrigins(apiURL: api, imageHosts: imageHosts.compactMap(ImageHost.init))
    }
}
