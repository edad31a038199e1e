import Foundation
import HTTPTypes
import Hummingbird

/// Only `POST /graphql` (up to its own limit) and the library's toggles take a body (`POST /characters/{id}/favorite`,
/// `POST /episodes/{id}/watched`), these with a `Content-Length` of at most `ToggleForm.maximumBodySize`
/// or chunked (then the toggle reads it up to that size, and answers 413 past it):
/// any other request announcing one (`Content-Length` above 0, or `Transfer-Encoding`) is
/// answered 413 at once, without reading a byte of it, whatever its method or path. `ConnectionPersistenceHandler` has already marked such a request
/// `Connection: close`, so the connection ends after this answer instead of waiting for the body.
struct RequestBodyRefusalMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.announcesBody(request.headers), !Self.isSmallToggle(request), !Self.isGraphQLPost(request) else {
            return try await next(request, context)
        }
        return Response(
            status: .contentTooLarge,
            headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "This server takes no request bodies.\n"))
        )
    }

    static func isSmallToggle(_ request: Request) -> Bool {
        readsBody(method: request.method, path: request.uri.path, headers: request.headers)
    }

    /// A toggle's `POST` with a small body: the one request whose body is read.
    static func readsBody(method: HTTPRequest.Method, path: String, headers: HTTPFields) -> Bool {
        guard method == .post, announcesSmallBody(headers) else { return false }
        let path = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        return path.hasPrefix("/characters/") && path.hasSuffix("/favorite") || path.hasPrefix("/episodes/") && path.hasSuffix("/watched")
    }

    /// `POST /graphql` reads its body itself, up to `GraphQLController.maxBodyBytes` (413 past it).
    static func isGraphQLPost(_ request: Request) -> Bool {
        request.method == .post && request.uri.path == GraphQLController.path
    }

    /// One `Content-Length` within the cap, or chunked alone: both framings at once are refused.
    private static func announcesSmallBody(_ headers: HTTPFields) -> Bool {
        let lengths = headers[values: .contentLength]
        if let encoding = headers[.transferEncoding] {
            return lengths.isEmpty && encoding.trimmingCharacters(in: .whitespaces).lowercased() == "chunked"
        }
        guard lengths.count == 1, let length = Int(lengths[0].trimmingCharacters(in: .whitespaces)) else { return false }
        return length <= ToggleForm.maximumBodySize
    }

    static func announcesBody(_ headers: HTTPFields) -> Bool {
        if headers[.transferEncoding] != nil { return true }
        return headers[values: .contentLength].contains { Int($0.trimmingCharacters(in: .whitespaces)) != 0 }
    }
}
