/// The kinds of API request the stub counts and scopes faults to.
public enum StubRoute: String, Sendable, CaseIterable, Codable {
    /// `GET /api/character?page=…` (with or without filters).
    case characterPage
    /// `GET /api/character/{id}` and `/api/character/{id,id,…}`.
    case characterByID
    /// `GET /api/character/avatar/{id}.jpeg`.
    case avatar
    /// `GET /api/episode?page=…` (with or without filters).
    case episodePage
    /// `GET /api/episode/{id}` and `/api/episode/{id,id,…}`.
    case episodeByID
    /// `GET /api/location?page=…` (with or without filters).
    case locationPage
    /// `GET /api/location/{id}` and `/api/location/{id,id,…}`.
    case locationByID

    var isCharacters: Bool { self == .characterPage || self == .characterByID }
    var isEpisodes: Bool { self == .episodePage || self == .episodeByID }
    var isLocations: Bool { self == .locationPage || self == .locationByID }
    /// Every route but the avatars answers JSON.
    var isJSON: Bool { self != .avatar }
}

/// Which requests a fault applies to.
public enum StubFaultScope: String, Sendable, CaseIterable, Codable {
    /// Character pages and character lookups by id.
    case characters
    /// Avatar images.
    case avatars
    /// Episode pages and episode lookups by id.
    case episodes
    /// Location pages and location lookups by id.
    case locations
    /// Every API route (admin routes and `/healthz` are never faulted).
    case all

    func includes(_ route: StubRoute) -> Bool {
        switch self {
        case .characters: route.isCharacters
        case .avatars: route == .avatar
        case .episodes: route.isEpisodes
        case .locations: route.isLocations
        case .all: true
        }
    }
}
