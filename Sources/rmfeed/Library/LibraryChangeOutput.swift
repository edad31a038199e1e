import Foundation
import RickAndMortyApp

/// What a library toggle prints: a sentence for people, one JSON object for scripts.
enum LibraryChangeOutput {
    enum List {
        case favorites, watched
    }

    static func print(_ change: LibraryChange, format: LibraryOutputFormat, list: List) {
        switch format {
        case .table: printOutput(sentence(change, list))
        case .json: printOutput(json(change, list))
        }
    }

    static func sentence(_ change: LibraryChange, _ list: List) -> String {
        let verb = switch (list, change.isIncluded, change.changed) {
        case (.favorites, true, true): "Added to favourites"
        case (.favorites, true, false): "Already in favourites"
        case (.favorites, false, true): "Removed from favourites"
        case (.favorites, false, false): "Not in favourites"
        case (.watched, true, true): "Marked as watched"
        case (.watched, true, false): "Already marked as watched"
        case (.watched, false, true): "Marked as not watched"
        case (.watched, false, false): "Not marked as watched"
        }
        let named = [change.code, change.name].compactMap { $0 }.map(TerminalText.safe).joined(separator: " ")
        return "\(verb): " + (named.isEmpty ? "#\(change.id)" : "\(named) (#\(change.id))")
    }

    static func json(_ change: LibraryChange, _ list: List) -> String {
        let nameOrNull = change.name.map(JSONString.quoted) ?? "null"
        let state = "\(change.isIncluded)"
        return switch list {
        case .favorites:
            #"{"id":\#(change.id),"name":\#(nameOrNull),"favorite":\#(state),"changed":\#(change.changed)}"#
        case .watched:
            #"{"id":\#(change.id),"code":\#(change.code.map(JSONString.quoted) ?? "null"),"name":\#(nameOrNull),"#
                + #""watched":\#(state),"changed":\#(change.changed)}"#
        }
    }
}
