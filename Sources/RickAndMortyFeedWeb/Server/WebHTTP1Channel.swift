import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// HTTP/1 as `rmfeed serve` speaks it: the pipeline of Hummingbird's `HTTP1Channel`, built from
/// the same standard parts (NIO's request decoder and response encoder, the HTTP types codec,
/// Hummingbird's `HTTPConnectionStateHandler` for the idle timeout and graceful shutdown, and its
/// request loop `handleHTTP`), with this server's handlers placed in order, from the socket in:
/// - `RequestReadTimeoutHandler`, on the bytes: the whole request within `requestReadTimeout`;
/// - after the decoder, where the request's HTTP version is still known: `UnknownMethodHandler`
///   (501) and `ConnectionPersistenceHandler` (HTTP/1.0, bodies refused unread);
/// - `ContinueHandler` (`100 Continue`) before the connection state handler, which must see final
///   answers only.
/// A connection past `cap` gets `ConnectionRefusalHandler`'s 503 before all of them.
struct WebHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let responder: Responder
    let idleTimeout: Duration
    let requestReadTimeout: TimeAmount
    let cap: ConnectionCap

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let operations = channel.pipeline.syncOperations
            if cap.admit() {
                channel.closeFuture.whenComplete { [cap] _ in cap.release() }
            } else {
                try operations.addHandler(ConnectionRefusalHandler(silenceLimit: requestReadTimeout))
            }
            try operations.addHandler(RequestReadTimeoutHandler(limit: requestReadTimeout))
            let decoder = HTTP1Channel.Configuration.DecoderConfiguration()
            var limits = NIOHTTPDecoderLimitConfiguration()
            limits.maxHeaderFieldSize = decoder.maxHeaderFieldSize
            limits.maxHeaderListSize = decoder.maxHeaderListSize
            limits.maxHeaderFieldCount = decoder.maxHeaderFieldCount
            try operations.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits
            )
            try operations.addHandler(UnknownMethodHandler())
            try operations.addHandler(ConnectionPersistenceHandler())
            try operations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try operations.addHandler(ContinueHandler())
            try operations.addHandler(HTTPConnectionStateHandler(idleTimeout: idleTimeout, logger: logger))
            return try NIOAsyncChannel(wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 as `rmfeed serve` speaks it (see `WebHTTP1Channel`).
    static func web(idleTimeout: Duration, headerReadTimeout: Duration, maxConnections: Int) -> HTTPServerBuilder {
        let cap = ConnectionCap(limit: maxConnections)
        return HTTPServerBuilder { responder in
            WebHTTP1Channel(responder: responder, idleTimeout: idleTimeout, requestReadTimeout: TimeAmount(headerReadTimeout), cap: cap)
        }
    }
}
