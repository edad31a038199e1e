import Foundation

/// The characters' filters answer offline as the server would (`OfflineFilters`), except that a
/// value starting with "male" must match at the start, so `male` never matches "Female".
extension CharacterFilters: OfflineFilters {
    public static func field(named name: String, of character: FeedCharacter) -> String? {
        switch name {
        case "name": character.name
        case "status": character.status
        case "species": character.species
        case "type": character.type
        case "gender": character.gender
        default: nil
        }
    }

    public static func field(_ field: String, matches value: String) -> Bool {
        var options: String.CompareOptions = [.caseInsensitive]
        if value.lowercased().hasPrefix("male") { options.insert(.anchored) }
        return field.range(of: value, options: options) != nil
    }
}
