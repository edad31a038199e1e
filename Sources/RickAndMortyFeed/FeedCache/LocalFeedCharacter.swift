import Foundation

/// A character as the cache stores it. Kept apart from `FeedCharacter` so a store's schema
/// and the domain model can change independently.
public struct LocalFeedCharacter: Hashable, Sendable {
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
