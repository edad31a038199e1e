import HTTPTypes
import Hummingbird
import NIOCore

/// A mirror answer as HTTP: JSON as the API sends it, readable from any origin (CORS), with a
/// strong entity tag (`If-None-Match` → 304), the route's `Cache-Control`, and gzip when the
/// client accepts it. The answer comes encoded (`EncodedMirrorAnswer`): sending it again costs
/// no hash and no compression.
enum MirrorResponse {
    static let jsonType = "application/json; charset=utf-8"

    static func make(_ answer: EncodedMirrorAnswer, request: Request) -> Response {
        let made = parts(answer, requestHeaders: request.headers)
        return Response(status: made.status, headers: made.headers, body: made.body.map { ResponseBody(byteBuffer: $0) } ?? ResponseBody())
    }

    /// The answer's status, headers and body for a request with these headers: what `make` sends
    /// through the router, and what `KeptAnswerHandler` sends from the event loop. `Content-Length`
    /// is set here as `Response` sets it (0 for a 304), so both send the same head.
    static func parts(_ answer: EncodedMirrorAnswer, requestHeaders: HTTPFields) -> Parts {
        let status = HTTPResponse.Status(code: answer.status)
        guard let plainTag = answer.entityTag, let gzipTag = answer.gzipEntityTag else {
            return Parts(status: status, headers: answer.plainHeaders, body: answer.body)
        }
        let gzip = answer.isCompressible && GzipEncoding.isAccepted(requestHeaders[.acceptEncoding])
        // A client that already has the representation is answered before anything is compressed.
        if EntityTag.matches(requestHeaders[.ifNoneMatch], gzip ? gzipTag : plainTag) {
            var headers = gzip ? answer.gzipHeaders : answer.plainHeaders
            headers[.contentEncoding] = nil
            return Parts(status: .notModified, headers: headers, body: nil)
        }
        if gzip, let gzipped = answer.gzippedBody() {
            return Parts(status: status, headers: answer.gzipHeaders, body: gzipped)
        }
        return Parts(status: status, headers: answer.plainHeaders, body: answer.body)
    }

    /// An answer before it is sent: `headers` end with its `Content-Length`.
    struct Parts {
        let status: HTTPResponse.Status
        var headers: HTTPFields
        var body: ByteBuffer?

        init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer?) {
            self.status = status
            self.headers = headers
            self.body = body
            if !self.headers.contains(.contentLength) {
                self.headers[.contentLength] = String(body?.readableBytes ?? 0)
            }
        }
    }

    /// Image bytes from the app's one image path, cacheable for a day like the image route's.
    static func image(_ image: ImageResponse, request: Request) -> Response {
        var response = image.response(ifNoneMatch: request.headers[.ifNoneMatch])
        response.headers[.accessControlAllowOrigin] = "*"
        response.headers[.xImageSource] = nil
        return response
    }
}
