import HTTPTypes
import Hummingbird

/// A mirror answer as HTTP: JSON as the API sends it, readable from any origin (CORS), with a
/// strong entity tag (`If-None-Match` → 304), the route's `Cache-Control`, and gzip when the
/// client accepts it. The answer comes encoded (`EncodedMirrorAnswer`): sending it again costs
/// no hash and no compression.
enum MirrorResponse {
    static let jsonType = "application/json; charset=utf-8"

    static func make(_ answer: EncodedMirrorAnswer, request: Request) -> Response {
        let status = HTTPResponse.Status(code: answer.status)
        guard let plainTag = answer.entityTag, let gzipTag = answer.gzipEntityTag else {
            return Response(status: status, headers: answer.plainHeaders, body: ResponseBody(byteBuffer: answer.body))
        }
        let gzip = answer.isCompressible && GzipEncoding.isAccepted(request.headers[.acceptEncoding])
        // A client that already has the representation is answered before anything is compressed.
        if EntityTag.matches(request.headers[.ifNoneMatch], gzip ? gzipTag : plainTag) {
            var headers = gzip ? answer.gzipHeaders : answer.plainHeaders
            headers[.contentEncoding] = nil
            return Response(status: .notModified, headers: headers)
        }
        if gzip, let gzipped = answer.gzippedBody() {
            return Response(status: status, headers: answer.gzipHeaders, body: ResponseBody(byteBuffer: gzipped))
        }
        return Response(status: status, headers: answer.plainHeaders, body: ResponseBody(byteBuffer: answer.body))
    }

    /// Image bytes from the app's one image path, cacheable for a day like the image route's.
    static func image(_ image: ImageResponse, request: Request) -> Response {
        var response = image.response(ifNoneMatch: request.headers[.ifNoneMatch])
        response.headers[.accessControlAllowOrigin] = "*"
        response.headers[.xImageSource] = nil
        return response
    }
}
