import Hummingbird

/// Holds every request for the configured latency before it is answered, as a slow link would:
/// the wait suspends this request's task only, so other connections are answered meanwhile.
/// First on the router, so admin routes and the not-found answer wait too.
struct LatencyMiddleware: RouterMiddleware {
    typealias Context = StubRequestContext

    let runtime: StubAPIRuntime

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        await runtime.waitForLatency()
        return try await next(request, context)
    }
}
