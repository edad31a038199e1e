import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// Entity tags on the stand-in's JSON answers, off unless a test turns them on (docs/API.md: the
/// API's cache headers are not to be relied on): a strong `ETag` (a hash of the bytes) on every
/// 200, and 304 with no body when `If-None-Match` names it, so a client's revalidation can be
/// seen and counted (`StubStats.bodyBytesServed`).
public final class StubEntityTags: Sendable {
    private let enabled = NIOLockedValueBox(false)

    public init() {}

    public var isEnabled: Bool { enabled.withLockedValue { $0 } }

    public func enable(_ on: Bool = true) { enabled.withLockedValue { $0 = on } }

    /// `body` as HTTP, tagged when tags are on and it is a 200.
    func response(_ body: StubBody, request: Request) -> Response {
        guard isEnabled, body.status == 200, body.contentType == StubBody.json else { return FaultResponses.normal(body) }
        let tag = Self.tag(body.bytes)
        let asked = request.headers[.ifNoneMatch]?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        if asked.contains(tag) {
            return Response(status: .notModified, headers: [.eTag: tag])
        }
        var response = FaultResponses.normal(body)
        response.headers[.eTag] = tag
        return response
    }

    /// FNV-1a over the bytes: stable across runs, enough to tell two answers apart.
    static func tag(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\"" + String(hash, radix: 16) + "\""
    }
}
