import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// The JSON of a list command (`characters`, `episodes`, `locations` with `--format json`,
/// docs/USAGE.md, "The command-line tool"): exactly the object docs/USAGE.md gives, keys in its order,
/// so scripts can rely on them; a failed save is said on standard error, like the table's.
enum PageJSON {
    static func render<Item>(
        _ loaded: LoadedResourcePage<Item>, page: Int, itemsKey: String, item: (Item) -> OrderedJSON
    ) -> String {
        OrderedJSON.object(sourceMembers(loaded.source) + [
            ("page", .number(page)),
            ("next", .optional(loaded.page.nextPage)),
            (itemsKey, .array(loaded.page.items.map(item))),
        ]).text
    }

    /// `"source":"remote"|"cache","savedAt":ISO8601|null`.
    static func sourceMembers(_ source: FeedSource) -> [(String, OrderedJSON)] {
        let savedAt: OrderedJSON = switch source {
        case .remote: .null
        case let .cache(savedAt, _): .string(savedAt.formatted(.iso8601))
        }
        return [("source", .string(CharactersPresenter.sourceToken(for: source))), ("savedAt", savedAt)]
    }
}
