/// One character of the stand-in data set, shaped like the real API's payload
/// (docs/API.md, "The character object").
///
/// This is the stub's own model: it deliberately shares nothing with the client's
/// `FeedCharacter`, so the stub can catch the client's mapping bugs instead of repeating them.
public struct StubCharacter: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var status: String
    public var species: String
    public var type: String
    public var gender: String
    public var origin: StubPlace
    public var location: StubPlace
    public var image: String
    public var episode: [String]
    public var url: String
    public var created: String

    public init(
        id: Int, name: String, status: String, species: String, type: String, gender: String,
        origin: StubPlace, location: StubPlace, image: String, episode: [String], url: String, created: String
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
        self.episode = episode
        self.url = url
        self.created = created
    }
}

/// A named place with its resource URL; the URL is `""` when the place is "unknown", as in the real API.
public struct StubPlace: Sendable, Equatable {
    public var name: String
    public var url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
