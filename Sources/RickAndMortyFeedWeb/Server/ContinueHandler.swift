import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Answers `Expect: 100-continue` (RFC 9110, 10.1.1) on the request routes read the body of:
/// `100 Continue` as the head arrives (after the answers to earlier requests: `ContinueState`),
/// so a client that waits for it (curl does, for bodies over 1 KiB) sends the body. Any other
/// request announcing a body is refused unread (`RequestBodyRefusalMiddleware`), and its final
/// answer is the answer the client waits for. Placed before Hummingbird's
/// `HTTPConnectionStateHandler`, whose idle timeout and request count see only final answers.
final class ContinueHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var state = ContinueState()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let request) = unwrapInboundIn(data) {
            perform(state.requestHead(waitsForContinue: Self.waitsForContinue(request)), context: context)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let ended = if case .end = unwrapOutboundIn(data) { true } else { false }
        context.write(data, promise: promise)
        if ended { perform(state.answerEnded(), context: context) }
    }

    private func perform(_ action: ContinueState.Action, context: ChannelHandlerContext) {
        guard action == .sendContinue else { return }
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
    }

    /// The request asks for `100 Continue` and its body will be read.
    static func waitsForContinue(_ request: HTTPRequest) -> Bool {
        guard request.headerFields[values: .expect].contains(where: { $0.lowercased() == "100-continue" }) else { return false }
        return RequestBodyRefusalMiddleware<BasicRequestContext>.readsBody(
            method: request.method, path: request.path ?? "", headers: request.headerFields
        )
    }
}

@available(*, unavailable)
extension ContinueHandler: Sendable {}
