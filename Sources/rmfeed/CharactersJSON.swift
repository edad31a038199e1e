import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// The JSON of `rmfeed characters --format json` (SPEC §5): exactly the object the spec gives, so
/// scripts can rely on its keys; a failed save is said on standard error, like the table's.
enum CharactersJSON {
    static func render(_ loaded: LoadedCharactersPage, page: Int) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Output(loaded: loaded, page: page)), as: UTF8.self)
    }

    private struct Output: Encodable {
        let loaded: LoadedCharactersPage
        let page: Int

        enum CodingKeys: String, CodingKey {
            case source, savedAt, page, next, characters
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch loaded.source {
            case .remote:
                try container.encode("remote", forKey: .source)
                try container.encodeNil(forKey: .savedAt)
            case let .cache(savedAt, _):
                try container.encode("cache", forKey: .source)
                try container.encode(savedAt.formatted(.iso8601), forKey: .savedAt)
            }
            try container.encode(page, forKey: .page)
            try container.encode(loaded.page.nextPage, forKey: .next)
            try container.encode(loaded.page.characters.map(CharacterOutput.init), forKey: .characters)
        }
    }

    private struct CharacterOutput: Encodable {
        let id: Int
        let name: String
        let status: String
        let species: String
        let type: String
        let gender: String
        let origin: String
        let location: String
        let image: String?
        let episodeCount: Int

        init(_ character: FeedCharacter) {
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
        }

        enum CodingKeys: String, CodingKey {
            case id, name, status, species, type, gender, origin, location, image, episodeCount
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(species, forKey: .species)
            try container.encode(type, forKey: .type)
            try container.encode(gender, forKey: .gender)
            try container.encode(origin, forKey: .origin)
            try container.encode(location, forKey: .location)
            try container.encode(image, forKey: .image)
            try container.encode(episodeCount, forKey: .episodeCount)
        }
    }
}
