import Hummingbird
import NIOCore

/// The answers the faults produce instead of the normal one.
enum FaultResponses {
    /// The connection is dropped by throwing while the body is being written.
    struct ConnectionDropped: Error {}

    static func normal(_ body: StubBody) -> Response {
        Response(
            status: .init(code: body.status),
            headers: [.contentType: body.contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body.bytes))
        )
    }

    static func response(
        for kind: StubFaultKind, runtime: StubAPIRuntime, request: Request, channel: any Channel, normal: () -> StubBody
    ) async -> Response {
        switch kind {
        case .hang:
            // Held until released, the hang ends, or the client hangs up; the last is counted, as
            // proof that a client really gave up on its request. (Waiting for the client's close
            // ends keep-alive for this connection, which a hang ends anyway.)
            let clientHungUp = (try? await request.body.cancellingOnInboundClose {
                await runtime.release.pause(for: runtime.configuration.maxHang)
                return Task.isCancelled
            }) ?? true
            if clientHungUp { runtime.stats.recordAbandonedHang() }
            // Close before anything is written, so the client never sees a status line.
            try? await channel.close()
            return dropped()
        case .redirectToBadPort:
            return Response(status: .found, headers: [.location: "http://127.0.0.1:99999\(request.uri.path)"])
        default:
            return response(for: kind, normal: normal)
        }
    }

    private static func response(for kind: StubFaultKind, normal: () -> StubBody) -> Response {
        switch kind {
        case .http500:
            return text(500, StubBody.json, #"{"error":"Internal Server Error"}"#)
        case .http502:
            return text(502, "text/html", "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>\n")
        case .http429:
            var response = text(429, StubBody.json, #"{"error":"Too Many Requests"}"#)
            response.headers[.retryAfter] = String(retryAfterSeconds)
            return response
        case .invalidJSON:
            return text(200, StubBody.json, #"{"info":{"count":826,"pages":42,"next":"#)
        case .nonImage:
            return text(200, "image/jpeg", "<!DOCTYPE html><html><body><h1>Not an image</h1></body></html>\n")
        case .truncatedBody:
            return truncated(normal())
        case .oversizedBody:
            return oversized(like: normal())
        case .slow, .hostileStrings, .hang, .redirectToBadPort:
            return self.normal(normal())
        }
    }

    private static func text(_ status: Int, _ contentType: String, _ text: String) -> Response {
        normal(StubBody(status: status, contentType: contentType, bytes: Array(text.utf8)))
    }

    /// Declares the whole body's length, sends the first half, then closes the connection.
    private static func truncated(_ body: StubBody) -> Response {
        let half = ByteBuffer(bytes: body.bytes.prefix(body.bytes.count / 2))
        return Response(
            status: .init(code: body.status),
            headers: [.contentType: body.contentType],
            body: ResponseBody(contentLength: body.bytes.count) { writer in
                try await writer.write(half)
                throw ConnectionDropped()
            }
        )
    }

    /// The wait `http429` asks for.
    static let retryAfterSeconds = 120

    static let oversizedBytes = 12 * 1024 * 1024

    /// The normal answer's first bytes (so it looks like JSON or an image), then padding, to
    /// `oversizedBytes` in 64 KiB chunks: never held in memory whole.
    private static func oversized(like body: StubBody) -> Response {
        let head = ByteBuffer(bytes: body.bytes.prefix(64))
        let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 64 * 1024)
        return Response(
            status: .ok,
            headers: [.contentType: body.contentType],
            body: ResponseBody(contentLength: oversizedBytes) { writer in
                try await writer.write(head)
                var remaining = oversizedBytes - head.readableBytes
                while remaining > 0 {
                    let size = min(remaining, chunk.readableBytes)
                    try await writer.write(chunk.getSlice(at: 0, length: size) ?? chunk)
                    remaining -= size
                }
            }
        )
    }

    /// After a hang: close the connection without an answer.
    static func dropped() -> Response {
        Response(status: .ok, body: ResponseBody(contentLength: 1) { _ in throw ConnectionDropped() })
    }
}
