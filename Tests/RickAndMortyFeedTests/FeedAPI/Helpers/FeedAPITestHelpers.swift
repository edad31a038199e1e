import Foundation
import RickAndMortyFeed

func anyURL() -> URL { URL(string: "https://any-url.com/api")! }

func anyNSError() -> NSError { NSError(domain: "any error", code: 0) }

func response(_ statusCode: Int, _ body: Data) -> HTTPResponse {
    HTTPResponse(statusCode: statusCode, body: body)
}

/// The API's JSON for one character, in the API's field order, with the fields the client ignores.
func makeCharacterJSON(
    id: Int,
    name: String = "Rick Sanchez",
    status: String = "Alive",
    species: String = "Human",
    type: String = "",
    gender: String = "Male",
    origin: (name: String, url: String) = ("Earth (C-137)", "https://rickandmortyapi.com/api/location/1"),
    location: (name: String, url: String) = ("Citadel of Ricks", "https://rickandmortyapi.com/api/location/3"),
    image: String? = nil,
    episodes: Int = 2
) -> (json: [String: Any], model: FeedCharacter) {
    let imageString = image ?? "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg"
    let json: [String: Any] = [
        "id": id, "name": name, "status": status, "species": species, "type": type, "gender": gender,
        "origin": ["name": origin.name, "url": origin.url],
        "location": ["name": location.name, "url": location.url],
        "image": imageString,
        "episode": (0..<episodes).map { "https://rickandmortyapi.com/api/episode/\($0 + 1)" },
        "url": "https://rickandmortyapi.com/api/character/\(id)",
        "created": "2017-11-04T18:48:46.250Z",
    ]
    let model = FeedCharacter(
        id: id, name: name, status: status, species: species, type: type, gender: gender,
        origin: origin.name, location: location.name, image: URL(string: imageString), episodeCount: episodes,
        episodeIDs: (0..<episodes).map { $0 + 1 },
        originID: linkedID(origin.url), locationID: linkedID(location.url),
        created: "2017-11-04T18:48:46.250Z"
    )
    return (json, model)
}

/// The id at the end of an API link (`…/location/3`), `nil` for an empty link.
func linkedID(_ url: String) -> Int? {
    url.split(separator: "/").last.flatMap { Int($0) }
}

func makePageJSON(_ items: [[String: Any]], pages: Int = 42, next: String? = nil, count: Int = 826) -> Data {
    let root: [String: Any] = [
        "info": ["count": count, "pages": pages, "next": next.map { $0 as Any } ?? NSNull(), "prev": NSNull()],
        "results": items,
    ]
    return (try? JSONSerialization.data(withJSONObject: root)) ?? Data()
}

func nothingHereJSON() -> Data { Data(#"{"error":"There is nothing here"}"#.utf8) }

/// Smallest byte prefixes that the sniffer recognises for each format.
enum ImageFixtures {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8)
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
    static let gif = Data("GIF89a".utf8) + Data([0x01, 0x00, 0x01, 0x00])
    static let webp = Data("RIFF".utf8) + Data([0x24, 0x00, 0x00, 0x00]) + Data("WEBPVP8 ".utf8)
    static let html = Data("<!DOCTYPE html><html><body>Not an image</body></html>".utf8)
}
