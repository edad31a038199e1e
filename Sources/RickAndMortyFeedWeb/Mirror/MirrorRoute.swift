/// What a path under `/api` names, read segment by segment (the segments after `api`, percent
/// escapes decoded): every route the mirror answers, each with its path in the OpenAPI document
/// (`MirrorOpenAPIDocument`), whose test fails when a route is added here and not there.
enum MirrorRoute: Hashable {
    enum Resource: String, CaseIterable {
        case character, episode, location
    }

    case index
    case page(Resource)
    /// `/api/{resource}/{ids}`: one id or a list (`MirrorIDList`).
    case ids(Resource, segment: String)
    /// `/api/character/avatar/{file}`: the file name as given (`{id}.jpeg` to be an image).
    case avatar(file: String)
    case openAPIDocument

    init?(_ path: [String]) {
        switch path.count {
        case 0: self = .index
        case 1 where path[0] == "openapi.json": self = .openAPIDocument
        case 1:
            guard let resource = Resource(rawValue: path[0]) else { return nil }
            self = .page(resource)
        case 2:
            guard let resource = Resource(rawValue: path[0]), !(resource == .character && path[1] == "avatar") else { return nil }
            self = .ids(resource, segment: path[1])
        case 3 where path[0] == "character" && path[1] == "avatar": self = .avatar(file: path[2])
        default: return nil
        }
    }

    /// The route's path in the OpenAPI document, relative to the server's `{base}/api`.
    var documentedPath: String {
        switch self {
        case .index: "/"
        case .page(let resource): "/\(resource.rawValue)"
        case .ids(let resource, _): "/\(resource.rawValue)/{ids}"
        case .avatar: "/character/avatar/{id}.jpeg"
        case .openAPIDocument: "/openapi.json"
        }
    }

    /// One request of each route (the documented path with a value for each parameter), for the
    /// test that every route is documented: a new case makes this switch, and so that test, see it.
    static var examples: [MirrorRoute] {
        let everyCase: [MirrorRoute] = [.index, .avatar(file: "1.jpeg"), .openAPIDocument]
            + Resource.allCases.flatMap { [MirrorRoute.page($0), .ids($0, segment: "1")] }
        for route in everyCase {
            switch route {
            case .index, .page, .ids, .avatar, .openAPIDocument: continue
            }
        }
        return everyCase
    }
}
