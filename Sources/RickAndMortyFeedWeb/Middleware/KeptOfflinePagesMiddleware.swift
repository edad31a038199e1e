import Hummingbird
import RickAndMortyFeed

/// While the API is known to be unreachable, a page viewed again is the one made from the cache
/// moments ago (`KeptOfflinePages`), without reading or rendering anything: offline, the app
/// answers at once from what it holds. Only a whole `200` HTML page asked with a plain `GET` is
/// kept, and only when the API was still known unreachable after it was made (so it came from
/// the cache); once the API answers again, every view is made as before. Views that miss one
/// page at once wait for one making of it (`FirstViewMakes`); while a page grown old is made
/// anew, the others are shown the old one, so pages expiring together stall nobody.
struct KeptOfflinePagesMiddleware<Context: RequestContext>: RouterMiddleware {
    let environment: WebEnvironment

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let features = environment.features
        guard request.method == .get, request.headers[.ifNoneMatch] == nil, await features.apiIsKnownUnreachable() else {
            return try await next(request, context)
        }
        // Read before the page is made: a change meanwhile moves it on, so the page is not kept as current.
        let generation = await features.cacheGeneration()
        let key = OfflinePageKey(
            target: request.uri.description,
            language: environment.localization(for: request).language,
            library: try? await environment.library?.ids()
        )
        let pages = environment.offlinePages
        let kept = pages.valueOfAnyAge(forKey: key, generation: generation, now: environment.currentDate())
        if let kept, kept.isYoung { return kept.value.response }
        let making = OfflinePageMaking(key: key, generation: generation)
        if let kept, environment.offlinePageMakers.isMaking(making) {
            // Grown old while another view makes it anew: shown at once, as it was moments ago.
            return kept.value.response
        }
        switch await environment.offlinePageMakers.turn(for: making) {
        case let .made(page?):
            return page.response
        case .made(nil):
            return try await next(request, context)
        case .first:
            var made: KeptPage?
            defer { environment.offlinePageMakers.finish(making, with: made) }
            var response = try await next(request, context)
            guard response.status == .ok,
                  response.headers[.contentType]?.hasPrefix("text/html") == true,
                  response.headers[.setCookie] == nil,
                  let length = response.body.contentLength, length <= pages.limits.maxValueCost,
                  await features.apiIsKnownUnreachable()
            else { return response }
            let body = try await response.body.collected(capacity: length)
            response.body = ResponseBody(byteBuffer: body)
            let page = KeptPage(status: response.status, headers: response.headers, body: body)
            pages.keep(page, forKey: key, cost: body.readableBytes, generation: generation, now: environment.currentDate())
            made = page
            return response
        }
    }
}
