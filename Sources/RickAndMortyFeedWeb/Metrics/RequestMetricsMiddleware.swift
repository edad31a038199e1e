import HTTPTypes
import Hummingbird

/// Counts every answer by route pattern and status (`RequestCounters`). Added first, so it sees
/// the answer the client gets: the 404 page, a 405, a HEAD's, a refused body's 413.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let counters: RequestCounters

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            let response = try await next(request, context)
            counters.count(endpointPath: context.endpointPath, status: response.status.code)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            counters.count(endpointPath: context.endpointPath, status: status)
            throw error
        }
    }
}
