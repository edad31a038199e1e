import Foundation

/// One character of the API's payload. Private to the mappers: only `FeedCharacter` crosses the boundary.
struct CharacterPayload: Decodable {
    /// A link's `url` is read leniently: a link that is missing or not a string is no link,
    /// never a reason to refuse the character.
    struct Place: Decodable {
        let name: String
        let url: String?

        private enum CodingKeys: String, CodingKey { case name, url }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            url = try? container.decodeIfPresent(String.self, forKey: .url)
        }
    }

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
    let created: String?

    var character: FeedCharacter {
        FeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin.name, location: location.name,
            // Only URLs the app may fetch are kept; anything else means "no image" (the placeholder).
            image: FetchableURL.validated(image), episodeCount: episode.count,
            episodeIDs: LinkedID.ids(in: episode),
            originID: origin.url.flatMap(LinkedID.id(in:)),
            locationID: location.url.flatMap(LinkedID.id(in:)),
            created: created
        )
    }
}
