import NIOCore
import NIOHTTP1

/// NIO's request parser knows the methods HTTP and WebDAV define; any other fails the parse,
/// which Hummingbird answers 400. A method nobody defines is one this server does not
/// implement: 501 Not Implemented, as HTTP says (and `HTTPMethodsMiddleware` answers for the
/// methods the parser knows), then the connection ends, since the parser cannot go on.
final class UnknownMethodHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, parserError == .invalidMethod else {
            context.fireErrorCaught(error)
            return
        }
        let head = HTTPResponseHead(version: .http1_1, status: .notImplemented, headers: ["Connection": "close", "Content-Length": "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}
