import Hummingbird

/// Any path the router does not know answers the app's own 404 page, in the person's language.
struct NotFoundPageMiddleware: RouterMiddleware {
    let environment: WebEnvironment

    func handle(
        _ request: Request,
        context: BasicRequestContext,
        next: (Request, BasicRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return environment.notFound(environment.localization(for: request))
        }
    }
}
