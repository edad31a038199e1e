import Foundation

/// A character of the feed, as the app shows it: the use cases' model (`id`, `name`, `status`,
/// `gender`, `image`) plus what people expect to see on a card and a detail page.
///
/// Strings are kept as the API spells them (`"Alive"`, `"unknown"`), so a value the API adds
/// tomorrow is shown instead of failing the whole page. `image` is `nil` when the API gives
/// no usable http(s) URL; the app then shows its placeholder.
///
/// The links are ids, kept whether or not such an episode or location exists (the two sides
/// of a link may disagree): `episodeIDs` in the API's order, and `originID` and `locationID`,
/// `nil` when the API gives no URL ("unknown").
public struct FeedCharacter: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let status: String
    public let species: String
    public let type: String
    public let gender: String
    public let origin: String
    public let location: String
    public let image: URL?
    public let episodeCount: Int
    public let episodeIDs: [Int]
    public let originID: Int?
    public let locationID: Int?
    /// When the API created the character, as it spells it (ISO 8601 with milliseconds); `nil`
    /// when it came from a cache written before it was kept.
    public let created: String?

    public init(
        id: Int,
        name: String,
        status: String,
        species: String,
        type: String,
        gender: String,
        origin: String,
        location: String,
        image: URL?,
        episodeCount: Int,
        episodeIDs: [Int] = [],
        originID: Int? = nil,
        locationID: Int? = nil,
        created: String? = nil
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
        self.origin = origin
        self.location = location
        self.image = image
        self.episodeCount = episodeCount
        self.episodeIDs = episodeIDs
        self.originID = originID
        self.locationID = locationID
        self.created = created
    }
}
