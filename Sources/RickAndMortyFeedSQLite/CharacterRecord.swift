import Foundation
import GRDB
import RickAndMortyFeed

/// A cached character: one row per id, like an episode or a location. Its links are kept as the
/// ids the API listed (a JSON array), whether or not they exist. Decoding throws (never traps)
/// on a value of the wrong type.
struct CharacterRecord: ResourceItemRecord {
    static let databaseTableName = "character"
    static let resource = "character"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, name, status, species, type, gender, origin, location, image, episodeCount, episodeIds, originId, locationId, created, savedAt
    }

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
    var episodeIds: [Int]
    var originId: Int?
    var locationId: Int?
    var created: String?
    var savedAt: Date

    init(_ character: LocalFeedCharacter, savedAt: Date) {
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
        self.savedAt = savedAt
    }

    static func filterColumn(named name: String) -> Columns? {
        switch name {
        case "name": .name
        case "status": .status
        case "species": .species
        case "type": .type
        case "gender": .gender
        default: nil
        }
    }

    var item: LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image.flatMap(URL.init(string:)), episodeCount: episodeCount,
            episodeIDs: episodeIds, originID: originId, locationID: locationId, created: created
        )
    }
}
