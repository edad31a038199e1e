import NIOCore

/// First on a connection over `ConnectionCap`'s limit: when the request's first bytes arrive it
/// answers `503 Service Unavailable` with `Retry-After` and closes; everything read is dropped,
/// so nothing reaches the HTTP handlers behind it. Answering after the request, not before,
/// lets a client read the answer as the answer to what it sent. A client that sends nothing is
/// closed after `silenceLimit`.
final class ConnectionRefusalHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    static let retryAfterSeconds = 1
    static let answer: String = {
        let body = "This server has too many connections open. Try again in a moment.\n"
        return "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nRetry-After: \(retryAfterSeconds)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\nServer: \(webServerName)\r\n\r\n" + body
    }()

    private let silenceLimit: TimeAmount
    private var answered = false

    init(silenceLimit: TimeAmount) {
        self.silenceLimit = silenceLimit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        context.eventLoop.assumeIsolated().scheduleTask(in: silenceLimit) { context.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        answered = true
        let sent = context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: Self.answer)))
        sent.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}

@available(*, unavailable)
extension ConnectionRefusalHandler: Sendable {}
