import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import TestSupport
import Testing

/// The raw test server itself: stopping it while clients are still connecting must close every
/// connection, never trap. NIO drops a connection that was accepted but not yet handed to the
/// accept loop when the listener closes, and a dropped `NIOAsyncChannel` traps ("Deinited
/// NIOAsyncWriter without calling finish()"); that killed a whole test process in CI.
@Suite struct RawHTTPServerStopTests {
    @Test func stop_whileABurstOfConnectionsArrives_closesEveryConnectionWithoutTrapping() async throws {
        for round in 0..<20 {
            let server = try await RawHTTPServer.start { _, writer in
                try await writer.write("HTTP/1.1 204 No Content\r\n\r\n")
                return .keepOpen
            }
            let closed = NIOLockedValueBox(0)
            let clients = try await withThrowingTaskGroup(of: (any Channel).self) { group in
                for _ in 0..<64 {
                    group.addTask {
                        try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                            .connect(host: "127.0.0.1", port: server.port)
                            .get()
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for client in clients {
                client.closeFuture.whenComplete { _ in closed.withLockedValue { $0 += 1 } }
            }
            await server.stop()
            // Every connection ends: the server closed it, none is left open. (Only a guard
            // against a hang; closing takes milliseconds.)
            let allClosed = await eventually(timeout: .seconds(20), every: .milliseconds(20)) {
                closed.withLockedValue { $0 } == clients.count
            }
            let snapshot = server.recorder.snapshot
            #expect(allClosed, "round \(round): \(clients.count - closed.withLockedValue { $0 }) connections left open; accepted \(snapshot.connectionsAccepted), closed \(snapshot.connectionsClosed)")
            guard allClosed else {
                for client in clients { try? await client.close() }
                return
            }
        }
    }
}
