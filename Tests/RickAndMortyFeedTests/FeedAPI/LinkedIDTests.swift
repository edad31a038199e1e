import Foundation
@testable import RickAndMortyFeed
import Testing

/// The ids of links read without a URL parser must be the ids `URLComponents` reads.
struct LinkedIDTests {
    @Test(arguments: [
        "https://rickandmortyapi.com/api/episode/28",
        "http://127.0.0.1:8081/api/location/3",
        "http://localhost:65535/api/character/826/",
        "https://rickandmortyapi.com/api/episode/028",
        "https://rickandmortyapi.com/api/episode//7//",
        "https://rickandmortyapi.com/api/episode/0",
        "https://rickandmortyapi.com/api/episode/-3",
        "https://rickandmortyapi.com/api/episode/99999999999999999999999",
        "https://rickandmortyapi.com/api/episode/abc",
        "https://rickandmortyapi.com/api/episode/1.5",
        "https://rickandmortyapi.com",
        "https://rickandmortyapi.com/",
        "https://Rick-and.Morty-api.com/api_v2/episode/4",
    ])
    func id_ofAPlainLinkIsTheIDURLComponentsReads(link: String) {
        #expect(PlainLink.isPlain(link))
        #expect(LinkedID.id(in: link) == referenceID(in: link))
    }

    @Test(arguments: [
        "", "not a link", "28", "/api/episode/28", "ftp://h/episode/28", "HTTPS://H/api/episode/28",
        "https://h/api/episode/28?page=2", "https://h/api/episode/28#top", "https://h/api/episode/%32%38",
        "https://user@h/api/episode/28", "https://h:0/api/episode/28", "https://h:65536/api/episode/28",
        "https://h:08080/api/episode/28", "https://h:/api/episode/28", "https://h:x/api/episode/28",
        "https://[::1]:80/api/episode/28", "http:///api/episode/28", "https://h/api/episode/2 8",
        "https://h/api/épisode/28", "https://h/api/episode/+28",
    ])
    func id_ofAnyOtherLinkIsStillTheIDURLComponentsReads(link: String) {
        #expect(!PlainLink.isPlain(link))
        #expect(LinkedID.id(in: link) == referenceID(in: link))
    }

    @Test func ids_keepsOrderAndLeavesOutWhatIsNoLink() {
        let links = ["https://h/api/episode/51", "not a link", "https://h/api/episode/1", "", "https://h:8080/api/episode/51"]

        #expect(LinkedID.ids(in: links) == [51, 1, 51])
    }
}

/// What the id of a link was before plain links were read by hand.
private func referenceID(in link: String) -> Int? {
    guard !link.isEmpty, let path = URLComponents(string: link)?.path else { return nil }
    guard let last = path.split(separator: "/").last, let id = Int(last), id > 0 else { return nil }
    return id
}
