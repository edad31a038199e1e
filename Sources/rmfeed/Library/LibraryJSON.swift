import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// The JSON of `rmfeed favorites` and `rmfeed export`, keys always in this order.
enum LibraryJSON {
    static func export(_ listing: LibraryListing) -> String {
        #"{"favorites":"# + array(listing.favorites) + #","watched":"# + array(listing.watched) + "}"
    }

    /// `[{"id","name","addedAt"}]`, with `"code"` after the id for episodes; unknown names are null.
    static func array(_ items: [LibraryItem]) -> String {
        "[" + items.map(object).joined(separator: ",") + "]"
    }

    private static func object(_ item: LibraryItem) -> String {
        var members = [#""id":\#(item.id)"#]
        if item.kind == .watchedEpisode { members.append(#""code":"# + quotedOrNull(item.code)) }
        members.append(#""name":"# + quotedOrNull(item.name))
        members.append(#""addedAt":"# + JSONString.quoted(item.addedAt.formatted(.iso8601)))
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func quotedOrNull(_ text: String?) -> String {
        text.map(JSONString.quoted) ?? "null"
    }
}
