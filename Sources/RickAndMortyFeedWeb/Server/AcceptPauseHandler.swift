import Logging
import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// First on the listening socket: when `accept` fails for want of descriptors or memory
/// (EMFILE, ENFILE, ENOBUFS, ENOMEM), the socket is not watched for `pause`, then accepting
/// resumes. NIO's `AcceptBackoffHandler` only delays the next read request, while the failed
/// accept leaves the current one standing: the event loop woke and failed again at once, a
/// busy spin of a whole core until descriptors came free.
final class AcceptPauseHandler: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    static let pausingErrors: Set<Int32> = [EMFILE, ENFILE, ENOBUFS, ENOMEM]

    private let pause: TimeAmount
    private let logger: Logger
    private var paused = false

    init(pause: TimeAmount = .seconds(1), logger: Logger) {
        self.pause = pause
        self.logger = logger
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let ioError = error as? IOError, Self.pausingErrors.contains(ioError.errnoCode), !paused {
            paused = true
            logger.warning("Cannot accept connections: \(ioError). Trying again in a moment.")
            try? context.channel.syncOptions?.setOption(.autoRead, value: false)
            context.eventLoop.assumeIsolated().scheduleTask(in: pause) {
                self.paused = false
                try? context.channel.syncOptions?.setOption(.autoRead, value: true)
            }
        }
        context.fireErrorCaught(error)
    }
}

@available(*, unavailable)
extension AcceptPauseHandler: Sendable {}
