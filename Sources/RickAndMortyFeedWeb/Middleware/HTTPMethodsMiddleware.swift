import HTTPTypes
import Hummingbird

/// HTTP's rules for methods, for every answer (pages, images, assets, 404s, refusals):
/// - HEAD is answered as GET is, headers and `Content-Length` included, without the body (the
///   router makes every GET route answer HEAD too, see `buildWebApplication`; this also strips the
///   body of answers no route made, such as the 404 page).
/// - A method HTTP does not define is 501 Not Implemented. A method it defines that a path does
///   not allow is 405 with `Allow` (see `Router.resource`); a path nobody knows stays 404.
struct HTTPMethodsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// A `switch`, not a set: a generic type has no stored statics, and a computed set was built
    /// and hashed for every request.
    static func isKnown(_ method: HTTPRequest.Method) -> Bool {
        switch method {
        case .get, .head, .post, .put, .delete, .connect, .options, .trace, .patch: true
        default: false
        }
    }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.isKnown(request.method) else {
            return Response(status: .notImplemented, headers: [.contentLength: "0"])
        }
        let response = try await next(request, context)
        return Self.sendsBody(request.method) ? response : response.createHeadResponse()
    }

    /// HEAD is answered with GET's status and headers (`Content-Length` included) and no body.
    static func sendsBody(_ method: HTTPRequest.Method) -> Bool { method != .head }
}
