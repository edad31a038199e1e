import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Sends kept `/api` answers (`KeptMirrorAnswers`) from the connection's event loop, before
/// Hummingbird's bridge into Swift concurrency: a warm mirror's answer is then a dictionary
/// look-up and a write, without the hop to a task and back (docs/ARCHITECTURE.md, "The mirror API").
/// Placed after Hummingbird's `HTTPConnectionStateHandler`, which thus sees these requests and
/// answers as it sees the others (idle timeout, graceful shutdown).
///
/// Anything else is handed on untouched, bodies included. While a request handed on has not been
/// answered, every later one is handed on too, so pipelined answers keep their requests' order.
/// While the connection cannot take more output (`isWritable`: the client does not read its
/// answers), requests are handed on as well, and Hummingbird's pipeline holds them back as it
/// holds back its own: it writes only what the connection takes and stops reading the socket
/// (docs/ARCHITECTURE.md, "The mirror API"). After answering a request that says
/// `Connection: close`, it ends the connection's output as Hummingbird does after such an
/// answer, and reads nothing more. Once a request handed on, or the answer written for one, says
/// `Connection: close`, nothing more is answered here: the connection ends after that answer
/// (RFC 9112, 9.6), so later requests are handed on to Hummingbird, which reads no more of them;
/// once the connection's output is closed, whoever closed it, they are dropped.
final class KeptAnswerHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let answers: KeptMirrorAnswers
    /// Requests handed on whose answer has not ended yet.
    private var handedOn = 0
    /// The rest (body, end) of a request answered here is dropped.
    private var droppingRestOfRequest = false
    private var closing = false
    /// A request handed on, or its answer, said `Connection: close`.
    private var handingOnAll = false
    private var needsFlush = false

    init(answers: KeptMirrorAnswers) {
        self.answers = answers
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        switch unwrapInboundIn(data) {
        case .head(let request):
            let saysClose = Self.saysClose(request.headerFields)
            if handedOn == 0, !handingOnAll, takesOutput(context), let answer = answers.answer(to: request) {
                droppingRestOfRequest = true
                send(answer, closing: saysClose, context: context)
                return
            }
            if saysClose { handingOnAll = true }
            droppingRestOfRequest = false
            handedOn += 1
            context.fireChannelRead(data)
        case .body, .end:
            guard !droppingRestOfRequest else { return }
            context.fireChannelRead(data)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if needsFlush {
            needsFlush = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .outputClosed = event as? ChannelEvent { closing = true }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let response): if Self.saysClose(response.headerFields) { handingOnAll = true }
        case .body: break
        case .end: handedOn -= 1
        }
        context.write(data, promise: promise)
    }

    /// Whether the connection ends after this request's answer, as `ConnectionPersistenceHandler`
    /// decided it: that handler, before this one, gives every such request `Connection: close`
    /// and nothing else, and the routes that end a connection say exactly that in their answer.
    private static func saysClose(_ fields: HTTPFields) -> Bool {
        fields[.connection] == "close"
    }

    /// Whether the connection takes more output: NIO's queue of its writes is under the
    /// high-water mark (`isWritable`), once what this handler wrote is flushed to the socket.
    private func takesOutput(_ context: ChannelHandlerContext) -> Bool {
        if !context.channel.isWritable, needsFlush {
            needsFlush = false
            context.flush()
        }
        return context.channel.isWritable
    }

    private func send(_ answer: KeptMirrorAnswers.Answer, closing: Bool, context: ChannelHandlerContext) {
        context.write(wrapOutboundOut(.head(answer.head)), promise: nil)
        if let body = answer.body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
        guard closing else {
            context.write(wrapOutboundOut(.end(nil)), promise: nil)
            needsFlush = true
            return
        }
        self.closing = true
        needsFlush = false
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { _ in
            let closed = context.eventLoop.makePromise(of: Void.self)
            context.close(mode: .output, promise: closed)
            closed.futureResult.assumeIsolated().whenFailure { _ in context.close(promise: nil) }
        }
    }
}

@available(*, unavailable)
extension KeptAnswerHandler: Sendable {}
