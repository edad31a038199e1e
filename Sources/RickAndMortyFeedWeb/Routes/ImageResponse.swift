import Hummingbird
import RickAndMortyFeed

/// The image route's answer: the bytes' real type, where they came from, and caching that
/// spares the browser a second request. The placeholder is revalidated every time, so the real
/// image shows as soon as it can be had. Built once per image (the entity tag hashed and the
/// bytes copied into a buffer once), so a kept answer is served again without either.
struct ImageResponse: Sendable {
    static let cachedImageLifetime = "public, max-age=86400"

    let headers: HTTPFields
    let entityTag: String
    let body: ByteBuffer

    init(_ image: CharacterImage) {
        entityTag = EntityTag.of(image.bytes)
        var headers: HTTPFields = [
            .contentType: image.contentType,
            .eTag: entityTag,
            .cacheControl: image.source == .placeholder ? "no-cache" : Self.cachedImageLifetime,
        ]
        headers[.xImageSource] = image.source.rawValue
        self.headers = headers
        body = ByteBuffer(bytes: image.bytes)
    }

    var byteCount: Int { body.readableBytes }

    /// 304 when the browser already has these bytes, else the bytes.
    func response(ifNoneMatch: String?) -> Response {
        if EntityTag.matches(ifNoneMatch, entityTag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    static func make(_ image: CharacterImage, ifNoneMatch: String?) -> Response {
        ImageResponse(image).response(ifNoneMatch: ifNoneMatch)
    }
}
