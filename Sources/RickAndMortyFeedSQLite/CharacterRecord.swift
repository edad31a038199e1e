import Foundation
import GRDB
import RickAndMortyFeed

/// A cached character: one row per character, keyed by its page and position in the page.
/// Decoding throws (never traps) on a value of the wrong type, so a damaged file is an error.
struct CharacterRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "feedCharacter"

    enum Columns: String, ColumnExpression, CaseIterable {
        case page, position, id, name, status, species, type, gender, origin, location, image, episodeCount, episodeIds, originId, locationId
    }

    var page: Int
    var position: Int
    var id: Int
    var name: String
    var status: String
    var species: String
    var type: String
    var gender: String
    var origin: String
    var location: String
    var image: String?
    var episodeCount: Int
    /// The character's links, as ids (stored as a JSON array), whether or not they exist.
    var episodeIds: [Int]
    var originId: Int?
    var locationId: Int?

    init(page: Int, position: Int, character: LocalFeedCharacter) {
        self.page = page
        self.position = position
        id = character.id
        name = character.name
        status = character.status
        species = character.species
        type = character.type
        gender = character.gender
        origin = character.origin
        location = character.location
        image = character.image?.absoluteString
        episodeCount = character.episodeCount
        episodeIds = character.episodeIDs
        originId = character.originID
        locationId = character.locationID
    }

    var character: LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image.flatMap(URL.init(string:)), episodeCount: episodeCount,
            episodeIDs: episodeIds, originID: originId, locationID: locationId
        )
    }

    /// The characters of page `number`, in the API's order.
    static func onPage(_ number: Int) -> QueryInterfaceRequest<CharacterRecord> {
        filter(Columns.page == number).order(Columns.position)
    }
}
