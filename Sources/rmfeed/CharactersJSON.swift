import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// The JSON of `rmfeed characters --format json` (README.md, "The command-line tool"): exactly the
/// object the README gives, so scripts can rely on its keys; a failed save is said on standard
/// error, like the table's. The keys come in the README's order on every run: JSONEncoder on Linux
/// keeps an object's keys in a dictionary, so their order changed from run to run.
enum CharactersJSON {
    static func render(_ loaded: LoadedCharactersPage, page: Int) -> String {
        let savedAt: OrderedJSON = switch loaded.source {
        case .remote: .null
        case let .cache(savedAt, _): .string(savedAt.formatted(.iso8601))
        }
        return OrderedJSON.object([
            ("source", .string(CharactersPresenter.sourceToken(for: loaded.source))),
            ("savedAt", savedAt),
            ("page", .number(page)),
            ("next", loaded.page.nextPage.map(OrderedJSON.number) ?? .null),
            ("characters", .array(loaded.page.characters.map(character))),
        ]).text
    }

    /// The README's keys first, in its order, then the extra fields.
    private static func character(_ character: FeedCharacter) -> OrderedJSON {
        .object([
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
        ])
    }
}

/// A JSON value whose objects keep their keys in the order given.
indirect enum OrderedJSON {
    case null
    case number(Int)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    var text: String {
        switch self {
        case .null: "null"
        case let .number(value): String(value)
        case let .string(value): JSONString.quoted(value)
        case let .array(values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case let .object(members): "{" + members.map { JSONString.quoted($0) + ":" + $1.text }.joined(separator: ",") + "}"
        }
    }
}
