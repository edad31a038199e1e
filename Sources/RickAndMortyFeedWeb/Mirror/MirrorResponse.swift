import HTTPTypes
import Hummingbird

/// A mirror answer as HTTP: JSON as the API sends it, readable from any origin (CORS), with a
/// strong entity tag (`If-None-Match` → 304), the route's `Cache-Control`, and gzip when the
/// client accepts it. The answer comes encoded (`EncodedMirrorAnswer`): sending it again costs
/// no hash and no compression.
enum MirrorResponse {
    static let jsonType = "application/json; charset=utf-8"

    static func make(_ answer: EncodedMirrorAnswer, request: Request) -> Response {
        var headers: HTTPFields = [
            .contentType: jsonType,
            .cacheControl: answer.cacheControl,
            .accessControlAllowOrigin: "*",
        ]
        if let retryAfter = answer.retryAfter { headers[.retryAfter] = retryAfter }
        let status = HTTPResponse.Status(code: answer.status)
        guard let plainTag = answer.entityTag, let gzipTag = answer.gzipEntityTag else {
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: answer.body))
        }
        // Whether the answer is gzipped depends on Accept-Encoding, so caches must key on it.
        headers[.vary] = "Accept-Encoding"
        let gzip = answer.isCompressible && GzipEncoding.isAccepted(request.headers[.acceptEncoding])
        // A client that already has the representation is answered before anything is compressed.
        if EntityTag.matches(request.headers[.ifNoneMatch], gzip ? gzipTag : plainTag) {
            headers[.eTag] = gzip ? gzipTag : plainTag
            return Response(status: .notModified, headers: headers)
        }
        var body = answer.body
        headers[.eTag] = plainTag
        if gzip, let gzipped = answer.gzippedBody() {
            body = gzipped
            headers[.eTag] = gzipTag
            headers[.contentEncoding] = "gzip"
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// Image bytes from the app's one image path, cacheable for a day like the image route's.
    static func image(_ image: ImageResponse, request: Request) -> Response {
        var response = image.response(ifNoneMatch: request.headers[.ifNoneMatch])
        response.headers[.accessControlAllowOrigin] = "*"
        response.headers[.xImageSource] = nil
        return response
    }
}
