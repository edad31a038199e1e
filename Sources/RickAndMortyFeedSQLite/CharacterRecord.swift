import Foundation
import GRDB
import RickAndMortyFeed

/// A cached character: one row per character, keyed by its page and position in the page.
/// Decoding throws (never traps) on a value of the wrong type, so a damaged file is an error.
struct CharacterRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "feedCharacter"

    let page: Int
    let position: Int
    let character: LocalFeedCharacter

    init(page: Int, position: Int, character: LocalFeedCharacter) {
        self.page = page
        self.position = position
        self.character = character
    }

    init(row: Row) throws {
        page = try row.decode(forColumn: "page")
        position = try row.decode(forColumn: "position")
        let image: String? = try row.decode(forColumn: "image")
        character = LocalFeedCharacter(
            id: try row.decode(forColumn: "id"),
            name: try row.decode(forColumn: "name"),
            status: try row.decode(forColumn: "status"),
            species: try row.decode(forColumn: "species"),
            type: try row.decode(forColumn: "type"),
            gender: try row.decode(forColumn: "gender"),
            origin: try row.decode(forColumn: "origin"),
            location: try row.decode(forColumn: "location"),
            image: image.flatMap(URL.init(string:)),
            episodeCount: try row.decode(forColumn: "episodeCount")
        )
    }

    func encode(to container: inout PersistenceContainer) {
        container["page"] = page
        container["position"] = position
        container["id"] = character.id
        container["name"] = character.name
        container["status"] = character.status
        container["species"] = character.species
        container["type"] = character.type
        container["gender"] = character.gender
        container["origin"] = character.origin
        container["location"] = character.location
        container["image"] = character.image?.absoluteString
        container["episodeCount"] = character.episodeCount
    }
}
