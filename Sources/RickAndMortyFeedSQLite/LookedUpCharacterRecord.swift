import Foundation
import GRDB
import RickAndMortyFeed

/// A character cached because it was looked up by id, one row per id, with its own timestamp
/// (seconds since the reference date, which round-trips a `Date` exactly). Decoding throws
/// (never traps) on a value of the wrong type, so a damaged file is an error.
struct LookedUpCharacterRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "lookedUpCharacter"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, name, status, species, type, gender, origin, location, image, episodeCount, episodeIds, originId, locationId, savedAt
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
    /// The character's links, as ids (stored as a JSON array), whether or not they exist.
    var episodeIds: [Int]
    var originId: Int?
    var locationId: Int?
    var savedAt: Date

    init(_ lookedUp: LocalLookedUpCharacter) {
        let character = lookedUp.character
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
        savedAt = lookedUp.savedAt
    }

    var character: LocalFeedCharacter {
        LocalFeedCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, image: image.flatMap(URL.init(string:)), episodeCount: episodeCount,
            episodeIDs: episodeIds, originID: originId, locationID: locationId
        )
    }

    var lookedUp: LocalLookedUpCharacter {
        LocalLookedUpCharacter(character: character, savedAt: savedAt)
    }
}
