import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore

/// A mirror answer made ready to send: its body as a buffer, its strong entity tags (the plain
/// and the gzipped representation's), and its gzipped body, compressed the first time a client
/// asks for it and then reused. Made once per answer, so a kept answer (`MirrorAnswerCache`)
/// costs no encoding, no hash and no compression when it is sent again.
final class EncodedMirrorAnswer: Sendable {
    let status: Int
    let cacheControl: String
    let retryAfter: String?
    let body: ByteBuffer
    /// The plain body's tag; `nil` for answers that carry none (errors about the request).
    let entityTag: String?
    /// The gzipped body's: another representation, so another strong tag.
    let gzipEntityTag: String?
    /// The headers of the plain and of the gzipped representation, built once (`MirrorResponse`).
    let plainHeaders: HTTPFields
    let gzipHeaders: HTTPFields
    private let gzipped = NIOLockedValueBox<ByteBuffer?>(nil)

    init(_ answer: MirrorAnswer) {
        status = answer.status
        cacheControl = answer.cacheControl
        retryAfter = answer.retryAfter
        body = ByteBuffer(bytes: answer.body)
        var headers: HTTPFields = [
            .contentType: MirrorResponse.jsonType,
            .cacheControl: answer.cacheControl,
            .accessControlAllowOrigin: "*",
        ]
        if let retryAfter = answer.retryAfter { headers[.retryAfter] = retryAfter }
        guard Self.hasEntityTag(status: answer.status) else {
            entityTag = nil
            gzipEntityTag = nil
            plainHeaders = headers
            gzipHeaders = headers
            return
        }
        let tag = EntityTag.of(answer.body)
        let gzipTag = String(tag.dropLast()) + "-gzip\""
        entityTag = tag
        gzipEntityTag = gzipTag
        // Whether the answer is gzipped depends on Accept-Encoding, so caches must key on it.
        headers[.vary] = "Accept-Encoding"
        headers[.eTag] = tag
        plainHeaders = headers
        headers[.eTag] = gzipTag
        headers[.contentEncoding] = "gzip"
        gzipHeaders = headers
    }

    /// Only the API's data (a page, an item, its 404) is tagged, cached by clients and kept.
    static func hasEntityTag(status: Int) -> Bool { status == 200 || status == 404 }

    /// Whether the answer may be kept in memory: it is about the data, and HTTP caches may keep it.
    var mayBeKept: Bool { entityTag != nil && cacheControl.hasPrefix("public") }

    /// Whether gzip is worth it for this body (`GzipEncoding.minimumBytes`).
    var isCompressible: Bool { body.readableBytes >= GzipEncoding.minimumBytes }

    /// The bytes memory holds for this answer at most: the body and, once made, its gzipped copy
    /// (never much larger than the body), counted up front.
    var keptByteCount: Int { 2 * body.readableBytes + 256 }

    /// The gzipped body, made on first use; `nil` when compression failed (then the body goes as it is).
    func gzippedBody() -> ByteBuffer? {
        if let made = gzipped.withLockedValue({ $0 }) { return made }
        guard let made = GzipEncoding.compress(body) else { return nil }
        gzipped.withLockedValue { $0 = made }
        return made
    }
}
