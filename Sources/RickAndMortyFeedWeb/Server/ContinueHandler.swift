import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Answers `Expect: 100-continue` (RFC 9110, 10.1.1) on the request routes read the body of:
/// `100 Continue` as the head arrives, so a client that waits for it (curl does, for bodies
/// over 1 KiB) sends the body at once. Any other request announcing a body is refused unread
/// (`RequestBodyRefusalMiddleware`), and its final answer is the answer the client waits for.
/// Placed before Hummingbird's `HTTPConnectionStateHandler`, whose idle timeout and request
/// count see only final answers.
final class ContinueHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let request) = unwrapInboundIn(data), Self.waitsForContinue(request) {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
        }
        context.fireChannelRead(data)
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
