import Foundation

/// The API's `GET /character` payload. Private to the mapper: only `CharactersPage` crosses the boundary.
struct CharactersPayload: Decodable {
    struct Info: Decodable {
        let pages: Int
        let next: String?
    }

    struct Place: Decodable {
        let name: String
    }

    struct Item: Decodable {
        let id: Int
        let name: String
        let status: String
        let species: String
        let type: String
        let gender: String
        let origin: Place
        let location: Place
        let image: String
        let episode: [String]
    }

    let info: Info
    let results: [Item]

    func page() throws -> CharactersPage {
        guard info.pages >= 0 else { throw RemoteLoadError.invalidData }
        return CharactersPage(
            characters: results.map(\.character),
            nextPage: try info.next.map(Self.pageNumber(in:)),
            totalPages: info.pages
        )
    }

    /// The `page` query item of the API's absolute `next` URL.
    private static func pageNumber(in next: String) throws -> Int {
        guard let value = URLComponents(string: next)?.queryItems?.first(where: { $0.name == "page" })?.value,
              let page = Int(value), page > 0
        else { throw RemoteLoadError.invalidData }
        return page
    }
}

extension CharactersPayload.Item {
    var character: FeedCharacter {
        FeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin.name, location: location.name,
            image: Self.webURL(image), episodeCount: episode.count
        )
    }

    /// Only URLs the app may fetch are kept; anything else means "no image" (the placeholder).
    private static func webURL(_ string: String) -> URL? {
        FetchableURL.validated(string)
    }
}

/// The API's error body, e.g. `{"error":"There is nothing here"}`.
struct APIErrorPayload: Decodable {
    let error: String
}
