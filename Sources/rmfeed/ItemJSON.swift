import Foundation
import RickAndMortyFeed

/// Each resource's item as `--format json` writes it, docs/USAGE.md's keys first, in its order,
/// then the extra fields (never between them).
enum ItemJSON {
    static func character(_ character: FeedCharacter) -> OrderedJSON {
        .object(characterMembers(character))
    }

    static func characterMembers(_ character: FeedCharacter) -> [(String, OrderedJSON)] {
        [
            ("id", .number(character.id)),
            ("name", .string(character.name)),
            ("status", .string(character.status)),
            ("species", .string(character.species)),
            ("type", .string(character.type)),
            ("gender", .string(character.gender)),
            ("image", character.image.map { .string($0.absoluteString) } ?? .null),
            ("origin", .string(character.origin)),
            ("location", .string(character.location)),
            ("episodeCount", .number(character.episodeCount)),
        ]
    }

    static func episode(_ episode: FeedEpisode) -> OrderedJSON {
        .object(episodeMembers(episode))
    }

    static func episodeMembers(_ episode: FeedEpisode) -> [(String, OrderedJSON)] {
        [
            ("id", .number(episode.id)),
            ("name", .string(episode.name)),
            ("airDate", .string(episode.airDate)),
            ("code", .string(episode.code)),
            ("characterIds", .numbers(episode.characterIDs)),
        ]
    }

    static func location(_ location: FeedLocation) -> OrderedJSON {
        .object(locationMembers(location))
    }

    static func locationMembers(_ location: FeedLocation) -> [(String, OrderedJSON)] {
        [
            ("id", .number(location.id)),
            ("name", .string(location.name)),
            ("type", .string(location.type)),
            ("dimension", .string(location.dimension)),
            ("residentIds", .numbers(location.residentIDs)),
        ]
    }
}
