import Foundation
import GRDB
import RickAndMortyFeed

/// A character's own columns, the same in every table that keeps characters (`PageCharacterRecord`,
/// `LookedUpCharacterRecord`): each record encodes and decodes them into its row beside its own
/// columns, so a column is added, and converted to and from `LocalFeedCharacter`, in one place.
/// Decoding throws (never traps) on a value of the wrong type, so a damaged file is an error.
struct CharacterColumns: Codable {
    enum Columns: String, CodingKey, ColumnExpression, CaseIterable {
        case id, name, status, species, type, gender, origin, location, image, episodeCount, episodeIds, originId, locationId, created
    }

    typealias CodingKeys = Columns

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
    /// The API's `created`, kept for the mirror's answers; `nil` in rows from before v7.
    var created: String?

    init(_ character: LocalFeedCharacter) {
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
        created = character.created
    }

    var character: LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image.flatMap(URL.init(string:)), episodeCount: episodeCount,
            episodeIDs: episodeIds, originID: originId, locationID: locationId, created: created
        )
    }
}
