import HTTPTypes
import Hummingbird

/// Headers every answer carries: no inline script or style may run, nothing is sniffed into
/// another type, the page is never framed, and no referrer leaves the site. `same-origin`, not
/// `no-referrer`: with `no-referrer` a browser sends `Origin: null` with the site's own form
/// posts, and the library's toggles need their real origin to tell them from another site's.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        // No route sets these, so they are appended without a scan for them.
        response.headers.append(contentsOf: securityHeaders)
        return response
    }
}

/// Built once (a generic type has no stored statics): each answer copies the checked fields
/// instead of building and checking four strings again.
private let securityHeaders: HTTPFields = [
    .contentSecurityPolicy: "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    .xContentTypeOptions: "nosniff",
    .xFrameOptions: "DENY",
    .referrerPolicy: "same-origin",
]
