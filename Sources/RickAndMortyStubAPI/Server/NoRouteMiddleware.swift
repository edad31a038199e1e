import Hummingbird

/// Any request no route answers gets the real API's JSON 404, `{"error":"There is nothing here."}`,
/// instead of Hummingbird's empty one.
struct NoRouteMiddleware: RouterMiddleware {
    typealias Context = StubRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return FaultResponses.normal(.json(.error(404, CatalogAnswer.noRoute)))
        }
    }
}
