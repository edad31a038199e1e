import Foundation
import HTTPTypes
import Hummingbird

/// Only `POST /graphql` and the library's toggles take a body (`POST /characters/{id}/favorite`,
/// `POST /episodes/{id}/watched`), each with a `Content-Length` within its route's limit
/// (`GraphQLController.maxBodyBytes`, `ToggleForm.maximumBodySize`) or chunked (then the route
/// reads it up to that limit, and answers 413 past it); `/graphql` refuses a longer one itself,
/// in its own error format. Any other request announcing one (`Content-Length` above 0, or
/// `Transfer-Encoding`) is answered 413 at once, without reading a byte of it, whatever its
/// method or path. `ConnectionPersistenceHandler` has already marked such a request
/// `Connection: close`, so the connection ends after this answer instead of waiting for the body.
struct RequestBodyRefusalMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.announcesBody(request.headers), !Self.readsBody(request), !Self.isGraphQLPost(request) else {
            return try await next(request, context)
        }
        return Response(
            status: .contentTooLarge,
            headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "This server takes no request bodies.\n"))
        )
    }

    static func readsBody(_ request: Request) -> Bool {
        readsBody(method: request.method, path: request.uri.path, headers: request.headers)
    }

    /// A `POST` whose route reads its body, announced within the route's limit: a toggle's, or
    /// `/graphql`'s. The one rule the server goes by (`ContinueHandler` sends `100 Continue` for these alone).
    static func readsBody(method: HTTPRequest.Method, path: String, headers: HTTPFields) -> Bool {
        guard method == .post else { return false }
        let path = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        if path == GraphQLController.path { return announcesBody(headers, upTo: GraphQLController.maxBodyBytes) }
        let isToggle = path.hasPrefix("/characters/") && path.hasSuffix("/favorite") || path.hasPrefix("/episodes/") && path.hasSuffix("/watched")
        return isToggle && announcesBody(headers, upTo: ToggleForm.maximumBodySize)
    }

    /// `POST /graphql` reads its body itself, up to `GraphQLController.maxBodyBytes` (413 past it).
    static func isGraphQLPost(_ request: Request) -> Bool {
        request.method == .post && request.uri.path == GraphQLController.path
    }

    /// One `Content-Length` within `limit`, or chunked alone: both framings at once are refused.
    private static func announcesBody(_ headers: HTTPFields, upTo limit: Int) -> Bool {
        let lengths = headers[values: .contentLength]
        if let encoding = headers[.transferEncoding] {
            return lengths.isEmpty && encoding.trimmingCharacters(in: .whitespaces).lowercased() == "chunked"
        }
        guard lengths.count == 1, let length = Int(lengths[0].trimmingCharacters(in: .whitespaces)) else { return false }
        return length <= limit
    }

    static func announcesBody(_ headers: HTTPFields) -> Bool {
        if headers[.transferEncoding] != nil { return true }
        return headers[values: .contentLength].contains { Int($0.trimmingCharacters(in: .whitespaces)) != 0 }
    }
}
