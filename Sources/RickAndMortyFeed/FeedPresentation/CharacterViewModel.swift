/// A character as the UIs show it: localized labels, and the raw API text where it has no translation.
public struct CharacterViewModel: Hashable, Sendable {
    /// `alive`, `dead` or `unknown`: a stable token for styling (the status dot).
    public enum StatusKind: String, Hashable, Sendable {
        case alive, dead, unknown
    }

    public let id: Int
    public let name: String
    public let status: String
    public let statusKind: StatusKind
    public let species: String
    /// `nil` when the API leaves the type blank.
    public let type: String?
    public let gender: String
    public let origin: String
    public let location: String
    public let episodes: String
    public let hasImage: Bool

    public init(
        id: Int, name: String, status: String, statusKind: StatusKind, species: String, type: String?,
        gender: String, origin: String, location: String, episodes: String, hasImage: Bool
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.statusKind = statusKind
        self.species = species
        self.type = type
        self.gender = gender
        self.origin = origin
        self.location = location
        self.episodes = episodes
        self.hasImage = hasImage
    }
}
