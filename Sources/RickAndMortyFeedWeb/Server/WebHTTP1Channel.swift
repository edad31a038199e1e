import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with the idle timeout of `WebConfiguration`, and
/// `ConnectionPersistenceHandler` placed right after the request decoder, where the request's
/// HTTP version is still known.
struct WebHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel

    init(responder: @escaping HTTPChannelHandler.Responder, idleTimeout: Duration) {
        http1 = HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout)))
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(ConnectionPersistenceHandler(), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 as `rmfeed serve` speaks it (see `WebHTTP1Channel`).
    static func web(idleTimeout: Duration) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in WebHTTP1Channel(responder: responder, idleTimeout: idleTimeout) }
    }
}
