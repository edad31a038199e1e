import Foundation
import NIOCore
import NIOHTTP1

/// Decides, per request, whether the connection stays open after the answer, where the
/// request's HTTP version is still known (Hummingbird's request no longer has it).
///
/// - An HTTP/1.0 request without `Connection: keep-alive` (or any request with
///   `Connection: close`) ends the connection after its answer.
/// - A request announcing a body (`Content-Length` above 0, or `Transfer-Encoding`) ends it
///   too, but for a `POST /graphql` within its limit: no other route takes a long body, so it is refused unread (`RequestBodyRefusalMiddleware`), and
///   the server must not then wait for bytes it will never use.
///
/// Hummingbird closes after the answer when the request says `Connection: close`, so that is
/// what such a request is given; its answer says so as well, in the request's own HTTP version
/// (an HTTP/1.0 client then never gets a chunked body). An HTTP/1.0 keep-alive request's answer
/// says `Connection: keep-alive`, which such a client needs to reuse the connection, unless the
/// route ends the connection itself and says `close`.
final class ConnectionPersistenceHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private struct Answer {
        let version: HTTPVersion
        let keepAlive: Bool
    }

    /// One entry per request read and not yet answered, in order (requests may be pipelined).
    private var pending: CircularBuffer<Answer> = []
    /// Told when a request ends (its head and body read).
    private let headTimeout: RequestHeadTimeout

    init(headTimeout: RequestHeadTimeout) {
        self.headTimeout = headTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .end = part { headTimeout.requestEnded() }
        guard case .head(var head) = part else {
            context.fireChannelRead(data)
            return
        }
        let keepAlive = head.isKeepAlive && (!Self.announcesBody(head.headers) || Self.isReadGraphQLPost(head))
        if !keepAlive {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        pending.append(Answer(version: head.version, keepAlive: keepAlive))
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // An interim answer (`100 Continue`, `ContinueHandler`) is not the request's answer.
        guard case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200, let answer = pending.popFirst() else {
            context.write(data, promise: promise)
            return
        }
        head.version = answer.version
        if !answer.keepAlive {
            head.headers.replaceOrAdd(name: "connection", value: "close")
        } else if answer.version == .http1_0, !Self.saysClose(head.headers) {
            head.headers.replaceOrAdd(name: "connection", value: "keep-alive")
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// The route ends the connection after this answer itself (see `CharacterController.image`).
    static func saysClose(_ headers: HTTPHeaders) -> Bool {
        headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
    }

    /// `POST /graphql` with a `Content-Length` it reads whole: Apollo clients send every query so,
    /// and the connection stays open for the next one.
    static func isReadGraphQLPost(_ head: HTTPRequestHead) -> Bool {
        guard head.method == .POST, head.uri == GraphQLController.path, !head.headers.contains(name: "transfer-encoding") else { return false }
        let lengths = head.headers["content-length"]
        guard lengths.count == 1, let length = Int(lengths[0].trimmingCharacters(in: .whitespaces)) else { return false }
        return length <= GraphQLController.maxBodyBytes
    }

    static func announcesBody(_ headers: HTTPHeaders) -> Bool {
        if headers.contains(name: "transfer-encoding") { return true }
        return headers["content-length"].contains { Int($0.trimmingCharacters(in: .whitespaces)) != 0 }
    }
}

@available(*, unavailable)
extension ConnectionPersistenceHandler: Sendable {}
