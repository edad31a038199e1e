import NIOCore

/// The request-read timeout: once the first byte of a request has arrived, the whole request,
/// head and body, must follow within `timeout`, or the connection is closed. A client that
/// trickles its head or its body in (slowloris, a byte every few seconds) cannot hold a
/// connection for longer, while a keep-alive connection waiting for its next request is left to
/// the (longer) idle timeout: the clock starts at the first byte.
///
/// Two handlers share it on the connection's event loop: `RequestHeadTimeoutHandler`, first in
/// the pipeline, sees the bytes arrive; `ConnectionPersistenceHandler`, after the request
/// decoder, sees a request end.
///
/// One timer per connection, not one per request: it is not cancelled when a head completes (on
/// a busy keep-alive connection that was a timer scheduled and cancelled for every request), but
/// looks, when it fires, at the head being read then, if any, and waits on for that one's time.
final class RequestHeadTimeout {
    let timeout: TimeAmount
    /// True between a request's end (or the connection's start) and the next request's first byte.
    private var awaitingHead = true
    /// When the first byte of the request being read arrived; nil while none is being read.
    private var headStarted: NIODeadline?
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// Bytes arrived: when they begin a request, its clock starts.
    func bytesArrived(context: ChannelHandlerContext) {
        guard awaitingHead else { return }
        awaitingHead = false
        let now = NIODeadline.now()
        headStarted = now
        if timer == nil { arm(at: now + timeout, context: context) }
    }

    /// The request (its body included) was read: its clock stops, and the next bytes begin the
    /// next request.
    func requestEnded() {
        awaitingHead = true
        headStarted = nil
    }

    func cancel() {
        timer?.cancel()
        timer = nil
        headStarted = nil
    }

    private func arm(at deadline: NIODeadline, context: ChannelHandlerContext) {
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) {
            self.timerFired(context: context)
        }
    }

    /// Closes the connection when the head being read started `timeout` ago or more; waits
    /// on when a later head is being read; stops when none is.
    private func timerFired(context: ChannelHandlerContext) {
        timer = nil
        guard let started = headStarted else { return }
        let deadline = started + timeout
        if deadline <= .now() {
            context.close(promise: nil)
        } else {
            arm(at: deadline, context: context)
        }
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
