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

    /// The answer's status, headers and body for a request with these headers. `Content-Length`
    /// is set here as `Response` sets it (0 for a 304, which NIO's HTTP/1 encoder leaves out of
    /// what it sends, as RFC 9110 15.4.5 wants).
    static func parts(_ answer: EncodedMirrorAnswer, requestHeaders: HTTPFields) -> Parts {
        parts(answer, as: representation(of: answer, for: requestHeaders))
    }

    /// What a client sending these headers gets of the answer.
    enum Representation {
        /// It has it already (its `If-None-Match`): 304 with these headers.
        case notModified(HTTPFields)
        case plain
        /// The gzipped body, made the first time it is asked for (`EncodedMirrorAnswer.gzippedBody`).
        case gzipped
    }

    static func representation(of answer: EncodedMirrorAnswer, for requestHeaders: HTTPFields) -> Representation {
        guard let plainTag = answer.entityTag, let gzipTag = answer.gzipEntityTag else { return .plain }
        let gzip = answer.isCompressible && GzipEncoding.isAccepted(requestHeaders[.acceptEncoding])
        // A client that already has the representation is answered before anything is compressed.
        if EntityTag.matches(requestHeaders[.ifNoneMatch], gzip ? gzipTag : plainTag) {
            var headers = gzip ? answer.gzipHeaders : answer.plainHeaders
            headers[.contentEncoding] = nil
            return .notModified(headers)
        }
        return gzip ? .gzipped : .plain
    }

    /// The answer's status, headers and body in `representation`.
    static func parts(_ answer: EncodedMirrorAnswer, as representation: Representation) -> Parts {
        let status = HTTPResponse.Status(code: answer.status)
        switch representation {
        case .notModified(let headers):
            return Parts(status: .notModified, headers: headers, body: nil)
        case .gzipped:
            if let gzipped = answer.gzippedBody() { return Parts(status: status, headers: answer.gzipHeaders, body: gzipped) }
            fallthrough // compression failed: the body goes as it is
        case .plain:
            return Parts(status: status, headers: answer.plainHeaders, body: answer.body)
        }
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
