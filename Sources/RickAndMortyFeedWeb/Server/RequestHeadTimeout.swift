import NIOCore

/// The header-read timeout: once the first byte of a request head has arrived, the whole head
/// must follow within `timeout`, or the connection is closed. A client that trickles its head in
/// (slowloris) cannot hold a connection for longer, while a keep-alive connection waiting for
/// its next request is left to the (longer) idle timeout: the clock starts at the first byte.
///
/// Two handlers share it on the connection's event loop: `RequestHeadTimeoutHandler`, first in
/// the pipeline, sees the bytes arrive; `ConnectionPersistenceHandler`, after the request
/// decoder, sees a head complete and a request end.
final class RequestHeadTimeout {
    let timeout: TimeAmount
    /// True between a request's end (or the connection's start) and the next head.
    private var awaitingHead = true
    private var deadline: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// Bytes arrived: when they begin a head, the head's clock starts.
    func bytesArrived(context: ChannelHandlerContext) {
        guard awaitingHead, deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            context.close(promise: nil)
        }
    }

    /// A whole head was read: its clock stops until the request ends.
    func headRead() {
        awaitingHead = false
        cancel()
    }

    /// The request (its body included) was read: the next bytes begin the next head.
    func requestEnded() {
        awaitingHead = true
    }

    func cancel() {
        deadline?.cancel()
        deadline = nil
    }
}

@available(*, unavailable)
extension RequestHeadTimeout: Sendable {}

/// First in the pipeline: starts `RequestHeadTimeout`'s clock when the bytes of a head arrive.
final class RequestHeadTimeoutHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    let headTimeout: RequestHeadTimeout

    init(_ headTimeout: RequestHeadTimeout) {
        self.headTimeout = headTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        headTimeout.bytesArrived(context: context)
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        headTimeout.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headTimeout.cancel()
    }
}

@available(*, unavailable)
extension RequestHeadTimeoutHandler: Sendable {}
