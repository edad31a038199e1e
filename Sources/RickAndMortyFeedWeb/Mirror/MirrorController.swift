import Foundation
import Hummingbird
import RickAndMortyFeed

/// `rmfeed serve`'s copy of the API under `/api` (docs/OPERATIONS.md, "The mirror API"): the
/// index, the three resources' pages and ids, avatars, and the API's 404 for any other path.
/// Paths are read segment by segment, and only ids ever leave this type: no part of a path
/// or query is fetched. The pages' and ids' answers are kept encoded in memory while the cache
/// does not change (`MirrorAnswerCache`).
struct MirrorController: Sendable {
    /// Longer routes (thousands of ids, long filter values) are answered but not kept.
    static let maxKeptRouteLength = 1_024

    let features: MirrorFeatures
    let base: MirrorBaseURL
    let openAPI: MirrorOpenAPIDocument
    let currentDate: @Sendable () -> Date
    let answers = MirrorAnswerCache()

    /// The route every answer under `/api/` is counted under (`RequestCounters`).
    static let subroutesPattern = "/api/**"

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/api") { request, _ in await answer(request) }
        router.resource(RouterPath(Self.subroutesPattern)) { request, _ in await answer(request) }
    }

    func answer(_ request: Request) async -> Response {
        let apiBase = base.apiBase
        // Read before the answer is made, so an answer is never stamped newer than its data.
        let generation = await features.cacheGeneration()
        // A target answered before needs no parsing at all.
        if let kept = keptAnswer(forTarget: request.uri.string, apiBase: apiBase, generation: generation) {
            return MirrorResponse.make(kept, request: request)
        }
        let json = MirrorJSON(apiBase: apiBase)
        let segments = request.uri.path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        let route = MirrorRoute(Array(segments.dropFirst()))
        switch route {
        case .avatar(let file): return await avatar(file: file, request: request)
        case .openAPIDocument: return MirrorResponse.make(openAPI.answer(apiBase: apiBase), request: request)
        default: break
        }
        let query = MirrorQuery(rawQuery: request.uri.query)
        let key = route.flatMap { keptRoute($0, query: query) }.map { MirrorAnswerCache.Key(base: apiBase, route: $0) }
        if let key, let kept = answers.answer(for: key, generation: generation, now: currentDate()) {
            return MirrorResponse.make(kept, request: request)
        }
        let answer: MirrorAnswer
        do {
            answer = if let route { try await routeAnswer(route, query: query, json: json) } else { .noSuchRoute }
        } catch let error as TooManyIDs {
            answer = .tooManyIDs(error)
        } catch let error as UpstreamRateLimited {
            answer = .upstreamRateLimited(error)
        } catch {
            answer = .unavailable
        }
        let encoded = EncodedMirrorAnswer(answer)
        if let key { answers.keep(encoded, for: key, target: request.uri.string, generation: generation, now: currentDate()) }
        return MirrorResponse.make(encoded, request: request)
    }

    /// The answer kept for a request target (path and query as they came) answered before, at
    /// this `generation` of the cache: the route's first look-up.
    func keptAnswer(forTarget target: String, apiBase: String, generation: UInt64) -> EncodedMirrorAnswer? {
        answers.answer(forTarget: target, base: apiBase, generation: generation, now: currentDate())
    }

    /// The route in canonical form when its answer may be kept: a resource's page (its page and
    /// filters, `MirrorResource.pageRoute`) or its ids (the segment as given); `nil` otherwise.
    private func keptRoute(_ route: MirrorRoute, query: MirrorQuery) -> String? {
        let kept: String
        switch route {
        case .page(.character): kept = features.characterRoutes.pageRoute(query)
        case .page(.episode): kept = features.episodeRoutes.pageRoute(query)
        case .page(.location): kept = features.locationRoutes.pageRoute(query)
        case .ids(let resource, let segment): kept = resource.rawValue + "/" + segment
        case .index, .avatar, .openAPIDocument: return nil
        }
        return kept.utf8.count <= Self.maxKeptRouteLength ? kept : nil
    }

    private func routeAnswer(_ route: MirrorRoute, query: MirrorQuery, json: MirrorJSON) async throws -> MirrorAnswer {
        switch route {
        case .index: return .ok(json.index, cacheControl: "public, max-age=86400")
        case .page(.character): return try await features.characterRoutes.page(query, json: json)
        case .page(.episode): return try await features.episodeRoutes.page(query, json: json)
        case .page(.location): return try await features.locationRoutes.page(query, json: json)
        case .ids(.character, let segment): return try await features.characterRoutes.ids(segment, json: json)
        case .ids(.episode, let segment): return try await features.episodeRoutes.ids(segment, json: json)
        case .ids(.location, let segment): return try await features.locationRoutes.ids(segment, json: json)
        case .avatar, .openAPIDocument: return .noSuchRoute // answered before any data is read
        }
    }

    /// `/api/character/avatar/{id}.jpeg`: the bytes by the app's one image path. A name that is
    /// not a number and `.jpeg` is no route; a character or image that cannot be had is the
    /// API's 404, never the web page's placeholder.
    private func avatar(file: String, request: Request) async -> Response {
        guard file.hasSuffix(".jpeg"), let id = Int(file.dropLast(".jpeg".count)), id > 0,
              file.dropLast(".jpeg".count).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return MirrorResponse.make(EncodedMirrorAnswer(.noSuchRoute), request: request) }
        guard let image = try? await features.avatar(id), image.source != .placeholder else {
            return MirrorResponse.make(EncodedMirrorAnswer(.avatarMissing), request: request)
        }
        return MirrorResponse.image(ImageResponse(image), request: request)
    }
}
