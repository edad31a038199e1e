import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import TestSupport

/// A TCP connection to the server under test that sends exactly the bytes a test writes (no HTTP
/// client in between to fix them up) and records what comes back and whether the server ended
/// the connection (closed it, or shut its side: either way the client reads end-of-file).
final class RawHTTPConnection: Sendable {
    private final class Received: Sendable {
        private let state = NIOLockedValueBox((bytes: [UInt8](), closed: false))
        func append(_ buffer: ByteBuffer) { state.withLockedValue { $0.bytes += buffer.readableBytesView } }
        func close() { state.withLockedValue { $0.closed = true } }
        var text: String { state.withLockedValue { String(decoding: $0.bytes, as: UTF8.self) } }
        var isClosed: Bool { state.withLockedValue { $0.closed } }
    }

    private final class Recorder: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let received: Received
        init(_ received: Received) { self.received = received }
        func channelRead(context: ChannelHandlerContext, data: NIOAny) { received.append(unwrapInboundIn(data)) }
        func channelInactive(context: ChannelHandlerContext) { received.close() }
    }

    private let channel: any Channel
    private let received: Received

    private init(channel: any Channel, received: Received) {
        self.channel = channel
        self.received = received
    }

    static func open(port: Int) async throws -> RawHTTPConnection {
        let received = Received()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Recorder(received)) }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        return RawHTTPConnection(channel: channel, received: received)
    }

    /// Everything the server has sent so far.
    var text: String { received.text }
    /// The server ended the connection.
    var isClosed: Bool { received.isClosed }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    /// Whether the server ends the connection within `timeout`: only a guard against a hang,
    /// far above any timeout the test configures.
    func closesWithin(_ timeout: Duration) async -> Bool {
        await eventually(timeout: timeout, every: .milliseconds(50)) { isClosed }
    }

    /// Whether `fragment` arrives within `timeout`.
    func receives(_ fragment: String, within timeout: Duration) async -> Bool {
        await eventually(timeout: timeout, every: .milliseconds(50)) { text.contains(fragment) }
    }

    /// How many answers (status lines) have arrived.
    var answerCount: Int { text.components(separatedBy: "HTTP/1.").count - 1 }

    func close() async {
        try? await channel.close()
    }
}
