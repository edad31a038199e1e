import NIOCore

/// First in a connection's pipeline: runs `RequestReadClock` on the bytes as they arrive and on
/// `RequestEnded`, the outbound event `ConnectionPersistenceHandler` sends from behind the
/// request decoder once a request has been read whole.
final class RequestReadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// Sent toward the head of the pipeline when a request has been read, its body included.
    struct RequestEnded: Sendable {}

    private var clock: RequestReadClock
    private var timer: Scheduled<Void>?

    init(limit: TimeAmount) {
        clock = RequestReadClock(limit: limit)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        perform(clock.bytesArrived(now: context.eventLoop.now), context: context)
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is RequestEnded else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        clock.requestEnded()
        promise?.succeed()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    private func perform(_ action: RequestReadClock.Action, context: ChannelHandlerContext) {
        switch action {
        case .none:
            break
        case .schedule(let deadline):
            timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) {
                self.timer = nil
                self.perform(self.clock.timerFired(now: context.eventLoop.now), context: context)
            }
        case .close:
            context.close(promise: nil)
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }
}

@available(*, unavailable)
extension RequestReadTimeoutHandler: Sendable {}
