import HTTPTypes
import Hummingbird

/// Answers only requests whose `Host` names this server (`AllowedOrigins.allowsHost`); any
/// other gets 421 Misdirected Request. A page of another site whose name was pointed at this
/// machine (DNS rebinding) could otherwise read pages that carry the library's token. A
/// request without a `Host` (HTTP/1.0) comes from no browser and is answered.
struct HostNameMiddleware<Context: RequestContext>: RouterMiddleware {
    let origins: AllowedOrigins

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let host = request.head.authority, !origins.allowsHost(host) else { return try await next(request, context) }
        return Response(
            status: .misdirectedRequest,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "This server does not answer for that host name.\n"))
        )
    }
}
