import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP server on 127.0.0.1 that answers each request head with whatever bytes a test
/// scripts, at whatever pace: the misbehaving servers (silent, stalling, lying, endless)
/// that a real HTTP framework would refuse to be.
final class RawHTTPServer: Sendable {
    /// What the script wants done with the connection after answering.
    enum Next: Sendable { case keepOpen, close }

    typealias Script = @Sendable (RawRequestHead, RawConnectionWriter) async throws -> Next

    let port: Int
    let recorder: ServerRecorder
    private let listener: any Channel
    private let acceptLoop: Task<Void, Never>
    private let unclaimed: UnclaimedConnections

    private init(
        port: Int, recorder: ServerRecorder, listener: any Channel, acceptLoop: Task<Void, Never>,
        unclaimed: UnclaimedConnections
    ) {
        self.port = port
        self.recorder = recorder
        self.listener = listener
        self.acceptLoop = acceptLoop
        self.unclaimed = unclaimed
    }

    /// Binds an ephemeral port and serves every connection with `script` until `stop()`.
    static func start(_ script: @escaping Script) async throws -> RawHTTPServer {
        let unclaimed = UnclaimedConnections()
        let serverChannel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                // A connection accepted while the server stops is refused and closed; one NIO
                // drops on the way to the accept loop is closed by `stop()`.
                channel.eventLoop.makeCompletedFuture { try unclaimed.admit(channel) }
            }
        guard let port = serverChannel.channel.localAddress?.port else {
            try? await serverChannel.channel.close()
            throw ServerError.noPort
        }
        let recorder = ServerRecorder()
        let acceptLoop = Task<Void, Never> {
            _ = try? await serverChannel.executeThenClose { connections in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in connections {
                        unclaimed.claim(connection)
                        recorder.recordAccepted()
                        group.addTask {
                            await RawConnectionHandler(script: script, recorder: recorder).serve(connection)
                        }
                    }
                    // The listener is closed and every accepted connection has a handler: end them.
                    group.cancelAll()
                }
            }
        }
        return RawHTTPServer(
            port: port, recorder: recorder, listener: serverChannel.channel, acceptLoop: acceptLoop,
            unclaimed: unclaimed
        )
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/invalid-test-url")
    }

    /// Closes the listening socket, then every open connection. The accept loop is not cancelled:
    /// it takes the connections still queued after the listener closes and only then ends the
    /// handlers. A connection that NIO accepted but dropped when the listener closed, never
    /// reaching the loop, stays open (the event loop holds it) and traps in NIO once it closes
    /// unfinished ("Deinited NIOAsyncWriter"): those are finished and closed here.
    func stop() async {
        unclaimed.refuseNew()
        try? await listener.close()
        await acceptLoop.value
        for connection in unclaimed.takeAll() {
            try? await connection.executeThenClose { _, _ in }
        }
    }

    enum ServerError: Error { case noPort }
}

/// Writes raw bytes to the client of a `RawHTTPServer` connection.
struct RawConnectionWriter: Sendable {
    let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>

    func write(_ text: String) async throws {
        try await outbound.write(ByteBuffer(string: text))
    }

    func write(byteCount: Int, byte: UInt8 = UInt8(ascii: "x")) async throws {
        try await outbound.write(ByteBuffer(repeating: byte, count: byteCount))
    }
}
