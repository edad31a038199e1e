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
        SecurityHeaders.add(to: &response.headers)
        return response
    }
}

/// The rule itself, apart from the middleware's generic type. No route sets these fields, so
/// they are appended without looking for them first: a look is a scan of every field.
enum SecurityHeaders {
    static func add(to headers: inout HTTPFields) {
        headers.append(contentsOf: securityHeaders)
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
