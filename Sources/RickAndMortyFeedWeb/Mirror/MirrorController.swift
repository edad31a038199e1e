import Foundation
import Hummingbird
import RickAndMortyFeed

/// `rmfeed serve`'s copy of the API under `/api` (docs/OPERATIONS.md, "The mirror API"): the
/// index, the three resources' pages and ids, avatars, and the API's 404 for any other path.
/// Paths are read segment by segment, and only ids ever leave this type: no part of a path
/// or query is fetched.
struct MirrorController: Sendable {
    let features: MirrorFeatures
    let base: MirrorBaseURL

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/api") { request, _ in await answer(request) }
        router.resource("/api/**") { request, _ in await answer(request) }
    }

    func answer(_ request: Request) async -> Response {
        let json = MirrorJSON(apiBase: base.apiBase)
        let segments = request.uri.path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        if segments.count == 4, segments[1] == "character", segments[2] == "avatar" {
            return await avatar(file: segments[3], request: request)
        }
        let answer: MirrorAnswer
        do {
            answer = try await route(Array(segments.dropFirst()), query: MirrorQuery(rawQuery: request.uri.query), json: json)
        } catch let error as TooManyIDs {
            answer = .tooManyIDs(error)
        } catch {
            answer = .unavailable
        }
        return MirrorResponse.make(answer, request: request)
    }

    private func route(_ path: [String], query: MirrorQuery, json: MirrorJSON) async throws -> MirrorAnswer {
        switch path.count {
        case 0: return .ok(json.index, cacheControl: "public, max-age=86400")
        case 1:
            switch path[0] {
            case "character": return try await features.characterRoutes.page(query, json: json)
            case "episode": return try await features.episodeRoutes.page(query, json: json)
            case "location": return try await features.locationRoutes.page(query, json: json)
            default: return .noSuchRoute
            }
        case 2:
            switch path[0] {
            case "character" where path[1] == "avatar": return .noSuchRoute
            case "character": return try await features.characterRoutes.ids(path[1], json: json)
            case "episode": return try await features.episodeRoutes.ids(path[1], json: json)
            case "location": return try await features.locationRoutes.ids(path[1], json: json)
            default: return .noSuchRoute
            }
        default: return .noSuchRoute
        }
    }

    /// `/api/character/avatar/{id}.jpeg`: the bytes by the app's one image path. A name that is
    /// not a number and `.jpeg` is no route; a character or image that cannot be had is the
    /// API's 404, never the web page's placeholder.
    private func avatar(file: String, request: Request) async -> Response {
        guard file.hasSuffix(".jpeg"), let id = Int(file.dropLast(".jpeg".count)), id > 0,
              file.dropLast(".jpeg".count).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return MirrorResponse.make(.noSuchRoute, request: request) }
        guard let image = try? await features.avatar(id), image.source != .placeholder else {
            return MirrorResponse.make(.avatarMissing, request: request)
        }
        return MirrorResponse.image(ImageResponse(image), request: request)
    }
}
