import Hummingbird
import RickAndMortyApp

/// The image route's answer: the bytes' real type, where they came from, and caching that
/// spares the browser a second request. The placeholder is revalidated every time, so the real
/// image shows as soon as it can be had.
enum ImageResponse {
    static let cachedImageLifetime = "public, max-age=86400"

    static func make(_ image: CharacterImage, ifNoneMatch: String?) -> Response {
        let tag = EntityTag.of(image.bytes)
        var headers: HTTPFields = [
            .contentType: image.contentType,
            .eTag: tag,
            .cacheControl: image.source == .placeholder ? "no-cache" : cachedImageLifetime,
        ]
        headers[.xImageSource] = image.source.rawValue
        if EntityTag.matches(ifNoneMatch, tag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }
}
