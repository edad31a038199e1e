import Foundation
import HTTPTypes
import Hummingbird

/// No route of the app takes a body: a request announcing one (`Content-Length` above 0, or
/// `Transfer-Encoding`) is answered 413 at once, without reading a byte of it, whatever its
/// method or path. `ConnectionPersistenceHandler` has already marked such a request
/// `Connection: close`, so the connection ends after this answer instead of waiting for the body.
struct RequestBodyRefusalMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.announcesBody(request.headers) else { return try await next(request, context) }
        return Response(
            status: .contentTooLarge,
            headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "This server takes no request bodies.\n"))
        )
    }

    static func announcesBody(_ headers: HTTPFields) -> Bool {
        if headers[.transferEncoding] != nil { return true }
        return headers[values: .contentLength].contains { Int($0.trimmingCharacters(in: .whitespaces)) != 0 }
    }
}
