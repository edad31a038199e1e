import HTTPTypes
import Hummingbird
import RickAndMortyFeed

/// `GET /characters/{id}` (the detail page) and `GET /characters/{id}/image` (the image bytes).
/// Characters are looked up by id among those the app loaded (the cache, else the API): the
/// server never fetches a URL a browser hands it.
struct CharacterController: Sendable {
    let environment: WebEnvironment

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.resource("/characters/:id") { request, context in
            await ItemPathID.answer(context, path: { "/characters/\($0)" }) { await detail(request, id: $0) }
        }
        router.resource("/characters/:id/image") { request, context in
            try await ItemPathID.answer(context, path: { "/characters/\($0)/image" }) { try await image(request, id: $0) }
        }
    }

    func detail(_ request: Request, id: Int?) async -> Response {
        let localization = environment.localization(for: request)
        guard let id else { return environment.notFound(localization, heading: .characterNotFound) }
        do {
            guard let detail = try await environment.features.browse.characterDetail(id) else {
                return environment.notFound(localization, heading: .characterNotFound)
            }
            let context = CharacterPageContext(
                detail,
                chrome: environment.renderer.chrome(title: detail.character.name, section: .characters, localization: localization),
                environment: environment,
                localization: localization,
                marks: await environment.libraryMarks(for: request, localization: localization),
                seasons: await seasons()
            )
            return environment.renderer.page(.character, context, language: localization.language)
        } catch {
            return environment.detailFailed(error, retryHref: "/characters/\(id)", section: .characters, localization: localization)
        }
    }

    /// The seasons the strip is drawn over (`WebEnvironment.keptSeasons`). The strip is an extra:
    /// a cache that cannot be read for them leaves the page without it.
    private func seasons() async -> (seasons: [ShowStatistics.Season], whole: Bool) {
        let generation = await environment.features.cacheGeneration()
        let read = await environment.keptSeasons.value(forKey: 0, generation: generation, now: environment.currentDate) {
            [features = environment.features] in (try? await features.seasons()).map { .init(value: $0, cost: 1) }
        }
        return read ?? ([], false)
    }

    /// Memory, then the app's one image path (cache, remote then saved, placeholder). When the
    /// browser goes away before a remote load ends, the load (and its upstream request) is
    /// cancelled. Watching for that ends the connection's keep-alive, so a cached image is
    /// answered first, without it, and the answer after watching says `Connection: close`: a
    /// client that reused the connection would send its next request into one that is closing.
    func image(_ request: Request, id: Int?) async throws -> Response {
        guard let id else { return environment.notFound(environment.localization(for: request)) }
        let features = environment.features
        // Read before the cache is: a change during the read makes the kept answer stale at once.
        let generation = await features.cacheGeneration()
        if let kept = environment.imageResponses.response(forCharacter: id, generation: generation) {
            return kept.response(ifNoneMatch: request.headers[.ifNoneMatch])
        }
        if let cached = await features.cachedImage(id) {
            let response = ImageResponse(cached)
            environment.imageResponses.keep(response, forCharacter: id, generation: generation)
            return response.response(ifNoneMatch: request.headers[.ifNoneMatch])
        }
        let found = try await request.body.cancellingOnInboundClose { try await features.image(id) }
        var response = found.map { ImageResponse.make($0, ifNoneMatch: request.headers[.ifNoneMatch]) }
            ?? environment.notFound(environment.localization(for: request))
        response.headers[.connection] = "close"
        return response
    }
}
