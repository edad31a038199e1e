import NIOCore
import NIOHTTP1

/// Right after the request decoder: runs `ConnectionPersistence` on each request head and final
/// answer head, and tells `RequestReadTimeoutHandler` (`RequestEnded`) when a request has been
/// read whole.
final class ConnectionPersistenceHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var persistence = ConnectionPersistence()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            context.fireChannelRead(wrapInboundOut(.head(persistence.requestHead(head))))
        case .body:
            context.fireChannelRead(data)
        case .end:
            context.triggerUserOutboundEvent(RequestReadTimeoutHandler.RequestEnded(), promise: nil)
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // An interim answer (`100 Continue`, `ContinueHandler`) is not the request's answer.
        guard case .head(let head) = unwrapOutboundIn(data), head.status.code >= 200 else {
            context.write(data, promise: promise)
            return
        }
        context.write(wrapOutboundOut(.head(persistence.answerHead(head))), promise: promise)
    }
}

@available(*, unavailable)
extension ConnectionPersistenceHandler: Sendable {}
