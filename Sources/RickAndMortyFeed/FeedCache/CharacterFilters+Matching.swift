import Foundation

extension CharacterFilters {
    /// The API's matching rules (docs/API.md, "Filters"), so offline search answers as the server
    /// would: every set filter must match (AND), each as a case-insensitive substring, except that
    /// a value starting with "male" must match at the start, so `male` never matches "Female".
    func matches(_ character: FeedCharacter) -> Bool {
        activeFilters.allSatisfy { filter in
            guard let field = Self.field(named: filter.name, of: character) else { return true }
            return Self.field(field, matches: filter.value)
        }
    }

    /// Unknown keys match everything, as the API ignores unknown query keys.
    private static func field(named name: String, of character: FeedCharacter) -> String? {
        switch name {
        case "name": character.name
        case "status": character.status
        case "species": character.species
        case "type": character.type
        case "gender": character.gender
        default: nil
        }
    }

    private static func field(_ field: String, matches value: String) -> Bool {
        var options: String.CompareOptions = [.caseInsensitive]
        if value.lowercased().hasPrefix("male") { options.insert(.anchored) }
        return field.range(of: value, options: options) != nil
    }
}
