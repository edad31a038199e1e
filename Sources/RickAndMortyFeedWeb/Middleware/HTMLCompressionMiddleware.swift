import HTTPTypes
import Hummingbird
import NIOCore

/// gzip for the HTML pages when the client accepts it (`Accept-Encoding`): the pages are large
/// and compress to about a sixth. Every page says it varies with `Accept-Encoding` (see
/// `PageRenderer`); images, assets and the mirror's JSON are left to their own routes (images
/// are compressed already, the mirror gzips its kept answers itself).
struct HTMLCompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard Self.compresses(response.headers, contentLength: response.body.contentLength, request: request.headers),
              let length = response.body.contentLength
        else { return response }
        let page = try await response.body.collected(capacity: length)
        // Setting the body sets Content-Length to the new body's.
        guard let gzipped = GzipEncoding.compress(page) else {
            response.body = ResponseBody(byteBuffer: page)
            return response
        }
        response.body = ResponseBody(byteBuffer: gzipped)
        response.headers[.contentEncoding] = "gzip"
        return response
    }

    /// Whether an answer with these headers and body length is gzipped here: an HTML page, not
    /// encoded yet, large enough, to a client that accepts gzip.
    static func compresses(_ headers: HTTPFields, contentLength: Int?, request requestHeaders: HTTPFields) -> Bool {
        guard headers[.contentType]?.hasPrefix("text/html") == true,
              headers[.contentEncoding] == nil,
              let length = contentLength, length >= GzipEncoding.minimumBytes
        else { return false }
        return GzipEncoding.isAccepted(requestHeaders[.acceptEncoding])
    }
}
