/// The kinds of API request the stub counts and scopes faults to.
public enum StubRoute: String, Sendable, CaseIterable, Codable {
    /// `GET /api/character?page=…` (with or without filters).
    case characterPage
    /// `GET /api/character/{id}` and `/api/character/{id,id,…}`.
    case characterByID
    /// `GET /api/character/avatar/{id}.jpeg`.
    case avatar

    var isCharacters: Bool { self != .avatar }
}

/// Which requests a fault applies to.
public enum StubFaultScope: String, Sendable, CaseIterable, Codable {
    /// Character pages and character lookups by id.
    case characters
    /// Avatar images.
    case avatars
    /// Every API route (admin routes and `/healthz` are never faulted).
    case all

    func includes(_ route: StubRoute) -> Bool {
        switch self {
        case .characters: route.isCharacters
        case .avatars: route == .avatar
        case .all: true
        }
    }
}
