import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with the idle timeout of `WebConfiguration`, the header-read
/// timeout (`RequestHeadTimeout`), `ConnectionPersistenceHandler` placed right after the
/// request decoder, where the request's HTTP version is still known. A connection past `cap`
/// gets only `ConnectionRefusalHandler`'s 503.
struct WebHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let headerReadTimeout: TimeAmount
    let cap: ConnectionCap

    init(
        responder: @escaping HTTPChannelHandler.Responder, idleTimeout: Duration, headerReadTimeout: Duration, cap: ConnectionCap
    ) {
        http1 = HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout)))
        self.headerReadTimeout = TimeAmount(headerReadTimeout)
        self.cap = cap
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            guard cap.admit() else {
                try operations.addHandler(ConnectionRefusalHandler(silenceLimit: headerReadTimeout), position: .first)
                return value
            }
            channel.closeFuture.whenComplete { [cap] _ in cap.release() }
            let headTimeout = RequestHeadTimeout(timeout: headerReadTimeout)
            try operations.addHandler(RequestHeadTimeoutHandler(headTimeout), position: .first)
            try operations.addHandler(ConnectionPersistenceHandler(headTimeout: headTimeout), position: .after(decoder))
            try operations.addHandler(UnknownMethodHandler(), position: .after(decoder))
            let state = try operations.handler(type: HTTPConnectionStateHandler.self)
            try operations.addHandler(ContinueHandler(), position: .before(state))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 as `rmfeed serve` speaks it (see `WebHTTP1Channel`).
    static func web(idleTimeout: Duration, headerReadTimeout: Duration, maxConnections: Int) -> HTTPServerBuilder {
        let cap = ConnectionCap(limit: maxConnections)
        return HTTPServerBuilder { responder in
            WebHTTP1Channel(responder: responder, idleTimeout: idleTimeout, headerReadTimeout: headerReadTimeout, cap: cap)
        }
    }
}
