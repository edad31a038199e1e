import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// `rmfeed serve --max-connections`: past the cap a new connection is told at once to come back
/// later (503 with `Retry-After`, then closed), and served again once connections close.
@Suite struct ServeConnectionCapTests {
    @Test func serve_pastItsConnectionCap_answers503WithRetryAfterAndClosesThenServesOnceConnectionsEnd() async throws {
        try await CLIHarness.with { harness in
            let serve = try await RunningServe.start(harness, ["--max-connections", "3"])
            let port = Int(serve.address.split(separator: ":").last ?? "") ?? 0
            // Three kept-alive connections, each answered once, so each is surely counted.
            let held = (1...3).compactMap { _ in RawTCPConnection(port: port) }
            var heldAnswered = true
            for connection in held {
                connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
                heldAnswered = await Self.answer(on: connection).hasPrefix("HTTP/1.1 200") && heldAnswered
            }

            let extra = RawTCPConnection(port: port)
            extra?.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            var refusal = ""
            if let extra { refusal = await Self.answer(on: extra) }
            let closed = await eventually(timeout: .seconds(30)) { extra?.isClosedByPeer() ?? false }
            extra?.close()
            for connection in held { connection.close() }
            let servedAgain = await eventually(timeout: .seconds(30)) { await serve.get("/healthz").status == 200 }
            let stopped = await serve.stop()

            #expect(held.count == 3 && heldAnswered, "\(stopped.summary)")
            #expect(refusal.hasPrefix("HTTP/1.1 503"), "\(refusal)\n\(stopped.summary)")
            #expect(refusal.contains("Retry-After: 1\r\n"), "\(refusal)")
            #expect(closed, "the refused connection was left open")
            #expect(servedAgain, "\(stopped.summary)")
        }
    }

    /// The head of the first answer on `connection` (empty when none came within 30 s).
    static func answer(on connection: RawTCPConnection) async -> String {
        var text = ""
        _ = await eventually(timeout: .seconds(30), every: .milliseconds(20)) {
            text += connection.receiveAvailable()
            return text.contains("\r\n\r\n")
        }
        return text
    }
}
